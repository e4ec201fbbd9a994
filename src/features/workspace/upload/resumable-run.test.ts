/** A retried upload after a lost connection: nothing stored twice, no refusal of the file as its own duplicate. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { ApiError } from '@/lib/api/api-error';
import { setupI18n } from '@/lib/i18n';
import { signInAs } from '@tests/sign-in-as';
import { newFileStored } from './api/stored-upload';
import { resumableRun } from './resumable-run';

beforeAll(async () => {
  await setupI18n('en');
});

const progress = () => ({ onProgress: () => undefined, signal: new AbortController().signal });
const lostConnection = () => new ApiError("The server can't be reached, trying again", { kind: 'network' });
const failure = (error: unknown) => new Error(error instanceof ApiError && error.kind === 'network' ? 'Connection lost' : 'Other');

describe('an upload retried after a lost connection', () => {
  it('ends as done without sending again when the server stored the file before it went away', async () => {
    const send = vi.fn().mockRejectedValueOnce(lostConnection());
    const stored = vi.fn().mockResolvedValue(true);
    const forget = vi.fn();
    const run = resumableRun({ send, stored, forget, failure });
    await expect(run(progress())).rejects.toThrow('Connection lost');
    await run(progress());
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored).toHaveBeenCalledTimes(1);
    expect(forget).not.toHaveBeenCalled();
  });

  it('sends again, with the name checked afresh, when the server does not have it', async () => {
    const send = vi.fn().mockRejectedValueOnce(lostConnection()).mockResolvedValueOnce(undefined);
    const stored = vi.fn().mockResolvedValue(false);
    const forget = vi.fn();
    const run = resumableRun({ send, stored, forget, failure });
    await expect(run(progress())).rejects.toThrow('Connection lost');
    await run(progress());
    expect(send).toHaveBeenCalledTimes(2);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('asks nothing on the retry of any other failure', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Permission is denied', { kind: 'business', errno: 403 }))
      .mockResolvedValueOnce(undefined);
    const stored = vi.fn();
    const run = resumableRun({ send, stored, forget: vi.fn(), failure });
    await expect(run(progress())).rejects.toThrow('Other');
    await run(progress());
    expect(stored).not.toHaveBeenCalled();
  });

  it('finds a file the server stored by its name (any case) and size, not another of that name', async () => {
    signInAs('admin');
    const stored = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.workingDrafts && f.status === 'normal')!;
    const sameBytes = (name: string, size: number) => new File([new Uint8Array(size)], name);
    expect(await newFileStored(SEED_FOLDERS.workingDrafts, sameBytes(stored.fileName.toUpperCase(), stored.totalSize))).toBe(true);
    expect(await newFileStored(SEED_FOLDERS.workingDrafts, sameBytes(stored.fileName, stored.totalSize + 1))).toBe(false);
    expect(await newFileStored(SEED_FOLDERS.workingDrafts, sameBytes(`not-${stored.fileName}`, stored.totalSize))).toBe(false);
  });
});
