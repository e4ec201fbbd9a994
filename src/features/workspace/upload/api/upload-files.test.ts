/** An upload whose server goes away: "Connection lost" (an unreachable-server error) while the body is sent. */
import { beforeAll, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { isUnreachable, serverReach } from '@/lib/api/server-reach';
import { setupI18n } from '@/lib/i18n';
import { signInAs } from '@tests/sign-in-as';
import { uploadFile } from './upload-files';

beforeAll(async () => {
  await setupI18n('en');
});

describe('an upload whose server goes away', () => {
  it('stops with the unreachable error once a check of the server fails, though the body is still being taken', async () => {
    signInAs('staff');
    let down = false;
    let uploadsSeen = 0;
    server.use(
      // A proxy that buffers the body: the upload call never answers while the backend is gone.
      http.post('*/dms/files/upload/:dirId', async () => {
        uploadsSeen += 1;
        down = true;
        await delay('infinite');
        return HttpResponse.json({ errno: 0, data: [] });
      }),
      http.get('*/dms/user/getUserinfo', () => (down ? new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 }) : undefined)),
    );
    const controller = new AbortController();
    const file = new File(['some bytes'], 'lost.txt', { type: 'text/plain' });
    const outcome = uploadFile(
      { dirId: SEED_FOLDERS.quality, file, editDate: '2030-01-01', roleIds: [] },
      { onProgress: () => undefined, signal: controller.signal },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    const error = await outcome;
    expect(uploadsSeen).toBe(1);
    expect(isUnreachable(error)).toBe(true);
    expect((error as Error).message).toBe("The server can't be reached, trying again");
    expect(serverReach.isDown()).toBe(true);
    expect(controller.signal.aborted).toBe(false);
  }, 20_000);
});
