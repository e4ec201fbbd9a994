import { describe, expect, it } from 'vitest';
import { ROUTE_ICONS } from '@/app/routes';
import type { MenuItem } from '../types';
import { toMenuItems } from './side-nav';

const menus: MenuItem[] = [
  { menuId: '2', menuName: '文档管理', menuNameEn: 'Documents', menuUrl: '/filelist', menuOrder: 2 },
  { menuId: '1', menuName: '首页', menuNameEn: 'Home', menuUrl: '/home', menuOrder: 1 },
  {
    menuId: '9',
    menuName: '系统管理',
    menuNameEn: 'System',
    menuOrder: 9,
    children: [
      { menuId: '11', menuName: '菜单管理', menuNameEn: 'Menus', menuUrl: '/menuSystem', menuOrder: 2 },
      { menuId: '10', menuName: '用户管理', menuNameEn: 'Users', menuUrl: '/userInfo', menuOrder: 1 },
    ],
  },
];

describe('toMenuItems', () => {
  it('orders items, makes leaves links and parents submenus under /basic', () => {
    const items = toMenuItems(menus, 'en', ROUTE_ICONS) as Array<{ key: string; children?: Array<{ key: string }> }>;
    expect(items.map((item) => item.key)).toEqual(['/home', '/filelist', '/basic/9']);
    expect(items[2].children?.map((child) => child.key)).toEqual(['/userInfo', '/menuSystem']);
  });

  it('labels follow the language', () => {
    const english = toMenuItems(menus, 'en', ROUTE_ICONS) as Array<{ label: unknown }>;
    const chinese = toMenuItems(menus, 'zh', ROUTE_ICONS) as Array<{ label: unknown }>;
    expect(english[2].label).toBe('System');
    expect(chinese[2].label).toBe('系统管理');
  });

  it('shows the bidirectional controls of a menu name', () => {
    const items = toMenuItems(
      [{ menuId: '3', menuName: 'x', menuNameEn: 'Logs\u202Egol', menuUrl: '/logger', menuOrder: 3 }],
      'en',
      ROUTE_ICONS,
    ) as Array<{ label: unknown }>;
    expect(JSON.stringify(items[0].label)).toContain('Logs⟨RLO⟩gol');
  });
});
