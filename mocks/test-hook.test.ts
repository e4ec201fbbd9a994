/**
 * The test hook's body condition: a fault given a body fails only the calls whose JSON body holds those
 * fields with those values, so a test can fail one file of a batch whose calls share one path.
 */
import { describe, expect, it } from 'vitest';
import { db } from './db';
import { SEED_FOLDERS } from './db/seed';
import { call, loginAs, post } from './handlers/testing';
import { mockControl } from './test-hook';

describe('fail with a body condition', () => {
  it('fails only the call whose body holds the fields; the others reach the handlers', async () => {
    const token = await loginAs('admin');
    const [locked, free] = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.projectX200 && f.status === 'normal');
    mockControl.fail('/dms/files/del/', 'errno', 'File locked for audit', { fileId: locked.fileId });

    const refused = await post('/dms/files/del/', { fileId: locked.fileId, void: true, reason: 'Audit' }, { token });
    expect({ errno: refused.errno, errmsg: refused.errmsg }).toEqual({ errno: 1, errmsg: 'File locked for audit' });
    expect(db().files.get(locked.fileId)!.status).toBe('normal');

    const voided = await post('/dms/files/del/', { fileId: free.fileId, void: true, reason: 'Audit' }, { token });
    expect(voided.errno).toBe(0);
    expect(db().files.get(free.fileId)!.status).toBe('void');
  });

  it('a call without a JSON body does not match the condition', async () => {
    const token = await loginAs('admin');
    mockControl.fail('/dms/folder/showDirs', 'errno', 'Never', { fileId: 'x' });
    const reply = await call('/dms/folder/showDirs', { token });
    expect(reply.errno).toBe(0);
  });
});
