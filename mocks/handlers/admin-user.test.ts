import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { MenuNode } from '../db/menus';
import { SEED_FOLDERS, ROLE_IDS } from '../db/seed';
import type { Page } from '../http';
import { call, encrypt, login, loginAs, post } from './testing';

interface UserRow {
  userId: string;
  username: string;
  useraccount: string;
  roleIds: string[];
  status: string;
  firstLogin: boolean;
}

const department = () => db().fileParams.find((p) => p.type === 'department' && p.code === 'HR')!.id;

const newUser = (extra: Record<string, unknown> = {}) => ({
  username: 'Test Person',
  useraccount: 'tperson',
  jobNumber: 'E77777',
  email: 'tperson@dms.example.com',
  userType: 'internal',
  status: 'enabled',
  departmentId: department(),
  roleIds: [ROLE_IDS.hrSpecialist],
  password: encrypt('Start@2026x'),
  ...extra,
});

interface FolderNode {
  id: string;
  children: FolderNode[];
}
const folderIds = (nodes: FolderNode[]): string[] => nodes.flatMap((n) => [n.id, ...folderIds(n.children)]);
const menuUrls = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuUrl, ...menuUrls(n.children)]);

describe('user management', () => {
  it('is for system managers only', async () => {
    const token = await loginAs('staff');
    expect((await post('/dms/user/showPage', { current: 1, size: 10 }, { token })).errno).toBe(403);
    expect((await post('/dms/user/add', newUser(), { token })).errno).toBe(403);
  });

  it('pages, searches and filters users', async () => {
    const token = await loginAs('admin');
    const page = await post<Page<UserRow>>('/dms/user/showPage', { current: 2, size: 20 }, { token });
    expect(page.data).toMatchObject({ current: 2, size: 20, total: db().users.length });
    expect(page.data.records).toHaveLength(20);
    const found = await post<Page<UserRow>>('/dms/user/showPage', { current: 1, size: 10, userName: 'STAFF' }, { token });
    expect(found.data.records.map((u) => u.useraccount)).toEqual(['staff']);
    const external = await post<Page<UserRow>>('/dms/user/showPage', { current: 1, userType: 'external', size: 100 }, { token });
    expect(external.data.records.every((u) => db().users.find((x) => x.userId === u.userId)!.userType === 'external')).toBe(true);
    const disabled = await post<Page<UserRow>>('/dms/user/showPage', { current: 1, status: 'disabled', size: 100 }, { token });
    expect(disabled.data.total).toBe(2);
  });

  it('creates a user who sees the role’s menus and folders after signing in', async () => {
    const token = await loginAs('admin');
    const created = await post<UserRow>('/dms/user/add', newUser(), { token });
    expect(created.errno).toBe(0);
    expect(created.data).toMatchObject({ useraccount: 'tperson', firstLogin: true, status: 'enabled', roleIds: [ROLE_IDS.hrSpecialist] });
    expect(JSON.stringify(created.data)).not.toContain('Start@2026x');

    const signedIn = await login('tperson', 'Start@2026x');
    expect(signedIn.data.firstLogin).toBe(true);
    // Nothing but the password change until the first-login password is replaced.
    expect((await call('/dms/menu/getMenus/en', { token: signedIn.data.token })).errno).toBe(403);
    expect((await post('/dms/user/outside/activate/', { newPassword: encrypt('Fresh@2026x') }, { token: signedIn.data.token })).errno).toBe(
      0,
    );
    const userToken = (await login('tperson', 'Fresh@2026x')).data.token;
    const menus = menuUrls((await call<MenuNode[]>('/dms/menu/getMenus/en', { token: userToken })).data);
    expect(menus).toContain('/OaAcceptingDocuments');
    expect(menus).not.toContain('/userInfo');
    const folders = folderIds((await call<FolderNode[]>('/dms/folder/showDirs', { token: userToken })).data);
    expect(folders).toContain(SEED_FOLDERS.hrConfidential);

    // Another role: HR Confidential disappears at once, other menus appear.
    await post('/dms/user/upd', { userId: created.data.userId, roleIds: [ROLE_IDS.auditor] }, { token });
    const after = folderIds((await call<FolderNode[]>('/dms/folder/showDirs', { token: userToken })).data);
    expect(after).not.toContain(SEED_FOLDERS.hrConfidential);
    expect(menuUrls((await call<MenuNode[]>('/dms/menu/getMenus/en', { token: userToken })).data)).toContain('/logger');
  });

  it('validates the fields and refuses duplicates', async () => {
    const token = await loginAs('admin');
    for (const bad of [
      { username: '' },
      { useraccount: 'a' },
      { useraccount: 'has space' },
      { jobNumber: '' },
      { email: 'not-an-email' },
      { userType: 'robot' },
      { departmentId: '9999' },
      { roleIds: ['999'] },
      { password: encrypt('weak') },
    ]) {
      expect([bad, (await post('/dms/user/add', newUser(bad), { token })).errno]).toEqual([bad, 400]);
    }
    expect((await post('/dms/user/add', newUser({ useraccount: 'STAFF' }), { token })).errmsg).toBe('This account already exists');
    expect((await post('/dms/user/add', newUser({ jobNumber: 'e10236' }), { token })).errmsg).toBe('This job number already exists');
  });

  it('disables (ending the sessions), enables and resets the password', async () => {
    const admin = await loginAs('admin');
    const staffToken = await loginAs('staff');
    const staffId = db().users.find((u) => u.useraccount === 'staff')!.userId;
    expect((await post('/dms/user/updStatus', { userId: staffId, status: 'disabled' }, { token: admin })).errno).toBe(0);
    expect((await call('/dms/user/getUserinfo', { token: staffToken })).errno).toBe(100001);
    expect((await login('staff', 'Staff@12345')).errno).toBe(403);
    await post('/dms/user/updStatus', { userId: staffId, status: 'enabled' }, { token: admin });
    expect((await post('/dms/user/resetPassword', { userId: staffId, newPassword: encrypt('short') }, { token: admin })).errno).toBe(400);
    expect((await post('/dms/user/resetPassword', { userId: staffId, newPassword: encrypt('Temp@2026x') }, { token: admin })).errno).toBe(
      0,
    );
    const again = await login('staff', 'Temp@2026x');
    expect(again.errno).toBe(0);
    expect(again.data.firstLogin).toBe(true);
  });

  it('keeps a system manager from locking itself out', async () => {
    const token = await loginAs('admin');
    const adminId = db().users.find((u) => u.useraccount === 'admin')!.userId;
    expect((await post('/dms/user/updStatus', { userId: adminId, status: 'disabled' }, { token })).errno).toBe(400);
    expect((await post('/dms/user/upd', { userId: adminId, roleIds: [ROLE_IDS.engineer] }, { token })).errno).toBe(400);
    expect((await post('/dms/user/upd', { userId: '404', username: 'x' }, { token })).errno).toBe(404);
  });
});
