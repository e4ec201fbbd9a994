/**
 * At the backend: a session that must still change the first-login password gets
 * errno 403 from every data call but the ones the password change and sign-out need; a screen's calls give
 * rows only to users whose menu offers that screen.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SEED_FOLDERS } from '../db/seed';
import { call, encrypt, login, loginAs, post, request } from './testing';

const DENIED = 403;

describe('a first-login session', () => {
  async function newbie() {
    const reply = await login('newbie', 'Newbie@12345');
    expect(reply.data.firstLogin).toBe(true);
    return reply.data.token;
  }

  it('gets the permission errno from data calls, the rights table and downloads', async () => {
    const token = await newbie();
    const file = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.rnd && f.status === 'normal')!;
    const replies = {
      showDirs: await call('/dms/folder/showDirs', { token }),
      filePage: await post('/dms/files/showPageByDirId/', { dirId: SEED_FOLDERS.rnd, current: 1, size: 10 }, { token }),
      menus: await call('/dms/menu/getMenus/en', { token }),
      userInfo: await call('/dms/user/getUserinfo', { token }),
      bin: await post('/dms/files/showVoidPage/', { current: 1, size: 10 }, { token }),
      logs: await post('/dms/operationLog/showPage', { current: 1, size: 10 }, { token }),
      download: await call(`/dms/files/download/${file.fileId}`, { token }),
    };
    for (const [name, reply] of Object.entries(replies)) {
      expect({ name, errno: reply.errno, data: reply.data }).toEqual({ name, errno: DENIED, data: null });
    }
    expect(replies.showDirs.errmsg).toBe('Permission is denied');
    const rights = (await (await request('/authapi/opt/authority/getOptAuthority', { token })).json()) as { code: string; data?: unknown };
    expect(rights.code).toBe(String(DENIED));
    expect(rights.data).toBeUndefined();
  });

  it('can still change the password, which lifts the refusal at the next sign-in', async () => {
    const token = await newbie();
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('Fresh@Start1') }, { token })).errno).toBe(0);
    const again = await login('newbie', 'Fresh@Start1');
    expect(again.data.firstLogin).toBe(false);
    expect((await call('/dms/folder/showDirs', { token: again.data.token })).errno).toBe(0);
  });

  it('can change it through updPassword too, and can sign out', async () => {
    const token = await newbie();
    expect(
      (await post('/dms/user/outside/updPassword/', { oldPassword: encrypt('wrong'), newPassword: encrypt('Fresh@Start1') }, { token }))
        .errno,
    ).toBe(1);
    expect((await call('/dms/user/logout', { token })).errno).toBe(0);
    expect((await call('/dms/folder/showDirs', { token })).errno).toBe(100001);
  });
});

describe("a screen the user's menu does not offer", () => {
  const calls: [screen: string, call: (token: string) => Promise<{ errno: number; data: unknown }>][] = [
    ['/logger', (token) => post('/dms/operationLog/showPage', { current: 1, size: 10 }, { token })],
    ['/logger', (token) => post('/dms/export/excel/operationLog', {}, { token })],
    ['/exportfilelist', (token) => post('/dms/file/showSystemListPage/1/10', {}, { token })],
    ['/exportfilelist', (token) => post('/dms/export/excel/sysFile', {}, { token })],
    ['/sysOvFileList', (token) => call('/dms/files/selectExpireSysFile?current=1&size=10', { token })],
    ['/OaAcceptingDocuments', (token) => post('/dms/fileOa/showPage/', { current: 1, size: 10 }, { token })],
    ['/OaAcceptingDocuments', (token) => call(`/dms/fileOa/download/${db().oaFiles[0].id}`, { token })],
    ['/abandonpage', (token) => post('/dms/files/showVoidPage/', { current: 1, size: 10 }, { token })],
  ];

  it('gives a guest no rows of the logs, the manifest, the overdue list, OA files or the recycle bin', async () => {
    const token = await loginAs('guest');
    const menus = await call<{ menuUrl: string }[]>('/dms/menu/getMenus/en', { token });
    expect(menus.data.map((m) => m.menuUrl)).toEqual(['/home', '/filelist']);
    for (const [screen, send] of calls) {
      const reply = await send(token);
      expect({ screen, errno: reply.errno, data: reply.data }).toEqual({ screen, errno: DENIED, data: null });
    }
  });

  it('answers a system manager, whose menu offers every screen', async () => {
    const token = await loginAs('admin');
    for (const [screen, send] of calls) {
      // The exports and the OA download answer a file, not JSON: only a refusal parses.
      const response = await send(token).catch(() => ({ errno: 0, data: 'a file' }));
      expect({ screen, errno: response.errno }).toEqual({ screen, errno: 0 });
    }
  });

  it('answers once a role of the user is given the screen', async () => {
    const token = await loginAs('guest');
    const send = () => post<{ total: number }>('/dms/operationLog/showPage', { current: 1, size: 10 }, { token });
    expect((await send()).errno).toBe(DENIED);
    const logger = db().menus.find((m) => m.menuUrl === '/logger')!;
    const guest = db().users.find((u) => u.useraccount === 'guest')!;
    db()
      .roles.find((r) => r.roleId === guest.roleIds[0])!
      .menuIds.push(logger.menuId);
    const reply = await send();
    expect(reply.errno).toBe(0);
    expect(reply.data.total).toBeGreaterThan(0);
  });
});
