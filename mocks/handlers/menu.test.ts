import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { MenuNode } from '../db/menus';
import { call, loginAs, post } from './testing';

/** The fields every menu add / update carries (the menu screen always sends them all). */
const MENU = { menuName: '', menuNameEn: '', menuUrl: '', menuParent: '0', menuOrder: 1, isAuth: 0 };

const urls = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.menuUrl, ...urls(n.children)]);

describe('GET /menu/getMenus/{menuLanguage}', () => {
  it('gives the admin every menu, with system management as a parent sorted by menuOrder', async () => {
    const reply = await call<MenuNode[]>('/dms/menu/getMenus/en', { token: await loginAs('admin') });
    expect(reply.errno).toBe(0);
    const tree = reply.data;
    expect(tree[0]).toMatchObject({ menuUrl: '/home', menuNameEn: 'Home', menuName: '首页', menuLanguage: 'en', menuIcon: 'HomeOutlined' });
    const system = tree.find((n) => n.menuUrl === '/basic')!;
    expect(system.children.map((c) => c.menuUrl)).toEqual([
      '/userInfo',
      '/role',
      '/rolesPermission',
      '/rolesPerson',
      '/authConfig',
      '/rights',
      '/userAuth',
      '/teammanage',
      '/menuSystem',
      '/template',
      '/area',
      '/department',
      '/docManage',
      '/fileServer',
    ]);
    const orders = tree.map((n) => n.menuOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const key of [
      'children',
      'isAuth',
      'menuCode',
      'menuIcon',
      'menuId',
      'menuLanguage',
      'menuName',
      'menuNameEn',
      'menuOrder',
      'menuParent',
      'menuRemark',
      'menuUrl',
    ]) {
      expect(system).toHaveProperty(key);
    }
  });

  it('gives other roles a subset without system management', async () => {
    const staff = urls((await call<MenuNode[]>('/dms/menu/getMenus/zh', { token: await loginAs('staff') })).data);
    expect(staff).toContain('/filelist');
    expect(staff).not.toContain('/basic');
    expect(staff).not.toContain('/userInfo');
    const guest = urls((await call<MenuNode[]>('/dms/menu/getMenus/en', { token: await loginAs('guest') })).data);
    expect(guest).toEqual(['/home', '/filelist']);
  });

  it('refuses an unknown language and a signed-out caller', async () => {
    expect((await call('/dms/menu/getMenus/fr', { token: await loginAs('staff') })).errno).toBe(400);
    expect((await call('/dms/menu/getMenus/en')).errno).toBe(100001);
  });
});

describe('menu management', () => {
  it('is for system managers only', async () => {
    const token = await loginAs('staff');
    expect((await call('/dms/menu/showMenu', { token })).errno).toBe(403);
    expect((await post('/dms/menu/add', { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: '/reports' }, { token })).errno).toBe(
      403,
    );
    expect((await post('/dms/menu/del?menuId=1', undefined, { token })).errno).toBe(403);
    expect((await post('/dms/menu/upd', { ...MENU, menuId: '1', menuOrder: 5 }, { token })).errno).toBe(403);
  });

  it('adds, updates and deletes a menu with validation', async () => {
    const token = await loginAs('admin');
    const bad = [
      { ...MENU, menuName: '', menuNameEn: 'Reports', menuUrl: '/reports' },
      { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: 'reports' },
      { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: '/home' },
      { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: '/reports', menuParent: '999' },
      { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: '/reports', menuOrder: 'first' },
    ];
    for (const body of bad) expect((await post('/dms/menu/add', body, { token })).errno).toBe(400);

    const added = await post<{ menuId: string }>(
      '/dms/menu/add',
      {
        ...MENU,
        menuName: '报表',
        menuNameEn: 'Reports',
        menuUrl: '/reports',
        menuParent: '100',
        menuOrder: 5,
        menuIcon: 'BarChartOutlined',
      },
      { token },
    );
    expect(added.errno).toBe(0);
    const id = added.data.menuId;
    const tree = (await call<MenuNode[]>('/dms/menu/showMenu', { token })).data;
    expect(tree.find((n) => n.menuUrl === '/basic')!.children[0].menuUrl).toBe('/reports');

    const reports = { ...MENU, menuName: '报表', menuNameEn: 'Reports', menuUrl: '/reports', menuParent: '100', menuOrder: 5 };
    expect((await post('/dms/menu/upd', { ...reports, menuId: id, menuParent: id }, { token })).errno).toBe(400);
    expect((await post('/dms/menu/upd', { ...reports, menuId: '404' }, { token })).errno).toBe(404);
    const updated = await post<{ menuNameEn: string; menuName: string }>(
      '/dms/menu/upd',
      { ...reports, menuId: id, menuNameEn: 'Reports & charts' },
      { token },
    );
    expect(updated.data).toMatchObject({ menuNameEn: 'Reports & charts', menuName: '报表' });

    expect((await post('/dms/menu/del?menuId=100', undefined, { token })).errmsg).toBe('Delete its sub-menus first');
    expect((await post(`/dms/menu/del?menuId=${id}`, undefined, { token })).errno).toBe(0);
    expect(db().menus.some((m) => m.menuId === id)).toBe(false);
  });
});

describe('GET /versionManagement/selectVersionRecordBySystemName', () => {
  it('answers code 200 with the records newest first', async () => {
    const token = await loginAs('staff');
    const reply = await call<{ versionNumber: string; imprint: string; publishTime: string; totalTime: string; deploymentView: string }[]>(
      '/dms/versionManagement/selectVersionRecordBySystemName?systemName=DMS',
      { token },
    );
    expect(reply).toMatchObject({ code: '200', message: 'success' });
    expect(reply.data[0].versionNumber).toBe('2.0.0');
    expect(reply.data[0].imprint).toMatch(/^<p>/);
    expect(reply.data.map((r) => r.publishTime)).toEqual(
      reply.data
        .map((r) => r.publishTime)
        .sort()
        .reverse(),
    );
    expect((await call('/dms/versionManagement/selectVersionRecordBySystemName?systemName=NONE', { token })).data).toEqual([]);
    // Without systemName the call is off the contract.
    expect((await call('/dms/versionManagement/selectVersionRecordBySystemName', { token })).errno).toBe(400);
    expect((await call('/dms/versionManagement/selectVersionRecordBySystemName?systemName=DMS')).code).toBe('t0002');
  });
});
