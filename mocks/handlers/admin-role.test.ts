import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { MenuNode } from '../db/menus';
import { DEMO_ACCOUNTS, ROLE_IDS } from '../db/seed';
import type { Page } from '../http';
import { call, loginAs, post } from './testing';

interface RoleRow {
  roleId: string;
  roleName: string;
  roleNameEn: string;
  menuIds: string[];
  userCount: number;
  maxDirLevel: number;
}

const menuUrls = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuUrl, ...menuUrls(n.children)]);

describe('roles', () => {
  it('lists, pages and searches roles for system managers only', async () => {
    expect((await call('/dms/role/list', { token: await loginAs('staff') })).errno).toBe(403);
    const token = await loginAs('admin');
    const all = await call<RoleRow[]>('/dms/role/list', { token });
    expect(all.data).toHaveLength(8);
    expect(all.data.find((r) => r.roleId === ROLE_IDS.engineer)!.userCount).toBeGreaterThan(1);
    const found = await post<Page<RoleRow>>('/dms/role/showPage', { current: 1, size: 10, roleName: '审核' }, { token });
    expect(found.data.records.map((r) => r.roleNameEn)).toEqual(['Auditor']);
  });

  it('creates, renames and deletes a role with validation', async () => {
    const token = await loginAs('admin');
    expect((await post('/dms/role/add', { roleName: '', roleNameEn: 'X' }, { token })).errno).toBe(400);
    expect((await post('/dms/role/add', { roleName: '工程师', roleNameEn: 'Another' }, { token })).errno).toBe(409);
    const added = await post<RoleRow>('/dms/role/add', { roleName: '质量主管', roleNameEn: 'Quality lead' }, { token });
    expect(added.data).toMatchObject({ roleNameEn: 'Quality lead', maxDirLevel: 7, userCount: 0 });
    expect(Number(added.data.roleId)).toBeGreaterThan(8);
    // Levels are set through upd (the permission screen), validated there.
    expect((await post('/dms/role/upd', { roleId: added.data.roleId, maxFileLevel: 15 }, { token })).errno).toBe(400);
    expect((await post('/dms/role/upd', { roleId: added.data.roleId, maxFileLevel: 10, defaultFileLevel: 20 }, { token })).errno).toBe(400);
    const renamed = await post<RoleRow>('/dms/role/upd', { roleId: added.data.roleId, roleNameEn: 'QA lead' }, { token });
    expect(renamed.data).toMatchObject({ roleName: '质量主管', roleNameEn: 'QA lead' });
    expect((await post(`/dms/role/del?roleId=${ROLE_IDS.systemManager}`, undefined, { token })).errno).toBe(400);
    expect((await post(`/dms/role/del?roleId=${ROLE_IDS.engineer}`, undefined, { token })).errno).toBe(409);
    expect((await post(`/dms/role/del?roleId=${added.data.roleId}`, undefined, { token })).errno).toBe(0);
    expect(db().roles.some((r) => r.roleId === added.data.roleId)).toBe(false);
  });

  it('sets the menus a role sees', async () => {
    const token = await loginAs('admin');
    const logger = db().menus.find((m) => m.menuUrl === '/logger')!.menuId;
    const home = db().menus.find((m) => m.menuUrl === '/home')!.menuId;
    expect((await post('/dms/role/updMenus', { roleId: ROLE_IDS.externalReader, menuIds: ['9999'] }, { token })).errno).toBe(404);
    expect((await post('/dms/role/updMenus', { roleId: ROLE_IDS.systemManager, menuIds: [home] }, { token })).errno).toBe(400);
    expect((await post('/dms/role/updMenus', { roleId: ROLE_IDS.externalReader, menuIds: [home, logger] }, { token })).errno).toBe(0);
    expect((await call<string[]>(`/dms/role/getMenus?roleId=${ROLE_IDS.externalReader}`, { token })).data).toEqual([home, logger]);
    const guestMenus = menuUrls((await call<MenuNode[]>('/dms/menu/getMenus/en', { token: await loginAs('guest') })).data);
    expect(guestMenus).toEqual(['/home', '/logger']);
  });

  it('lists, adds and removes the users holding a role', async () => {
    const token = await loginAs('admin');
    const guestId = DEMO_ACCOUNTS.guest.userId;
    const members = await post<Page<{ userId: string }>>(
      '/dms/role/showUsers',
      { roleId: ROLE_IDS.auditor, current: 1, size: 100 },
      { token },
    );
    expect(
      members.data.records.every((u) =>
        db()
          .users.find((x) => x.userId === u.userId)!
          .roleIds.includes(ROLE_IDS.auditor),
      ),
    ).toBe(true);
    expect((await post('/dms/role/addUsers', { roleId: ROLE_IDS.auditor, userIds: [] }, { token })).errno).toBe(400);
    expect((await post<number>('/dms/role/addUsers', { roleId: ROLE_IDS.auditor, userIds: [guestId] }, { token })).data).toBe(1);
    expect(db().users.find((u) => u.userId === guestId)!.roleIds).toContain(ROLE_IDS.auditor);
    expect((await post<number>('/dms/role/removeUsers', { roleId: ROLE_IDS.auditor, userIds: [guestId] }, { token })).data).toBe(1);
    expect(db().users.find((u) => u.userId === guestId)!.roleIds).not.toContain(ROLE_IDS.auditor);
    const self = await post('/dms/role/removeUsers', { roleId: ROLE_IDS.systemManager, userIds: [DEMO_ACCOUNTS.admin.userId] }, { token });
    expect(self.errno).toBe(400);
  });
});
