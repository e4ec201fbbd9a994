import { describe, expect, it } from 'vitest';
import { ROUTE_ICONS, ROUTES } from '@/app/routes';
import { MENU_ICON_NAMES, isMenuIcon } from '@/components/menu-icon';
import { db } from '../../../mocks/db';
import { menuTree } from '../../../mocks/db/menus';
import { assignMenuIcons } from './menu-icons';
import type { MenuItem } from './types';

/** Every entry of the side menu has an icon of its own. */

/** The entries of a tree, parents and children. */
const entries = (menus: MenuItem[]): MenuItem[] => menus.flatMap((menu) => [menu, ...entries(menu.children ?? [])]);

/** The icons shown, by menuId, and fails the test if two entries share one. */
function expectDistinct(menus: MenuItem[]) {
  const icons = assignMenuIcons(menus, ROUTE_ICONS);
  const all = entries(menus);
  expect(icons.size).toBe(all.length);
  const byIcon = new Map<string, string[]>();
  for (const menu of all) {
    const icon = icons.get(menu.menuId)!;
    expect(isMenuIcon(icon), `${menu.menuUrl}: ${icon} is drawable`).toBe(true);
    byIcon.set(icon, [...(byIcon.get(icon) ?? []), menu.menuUrl ?? menu.menuId]);
  }
  const shared = [...byIcon].filter(([, urls]) => urls.length > 1);
  expect(shared, 'entries sharing an icon').toEqual([]);
  return icons;
}

/** A flat menu of these routes, as a server that sends no icons would. */
const plain = (urls: string[], icon?: (url: string, index: number) => string | undefined): MenuItem[] =>
  urls.map((menuUrl, index) => ({
    menuId: String(index + 1),
    menuName: menuUrl,
    menuUrl,
    menuOrder: index,
    menuIcon: icon?.(menuUrl, index),
  }));

const layoutRoutes = ROUTES.filter((route) => route.inLayout).map((route) => route.path);

describe('side-menu icons', () => {
  it('the route table gives every screen of the layout, and the System management group, an icon of its own', () => {
    for (const path of [...layoutRoutes, '/basic']) expect(ROUTE_ICONS[path], path).toBeDefined();
    const icons = Object.values(ROUTE_ICONS);
    for (const icon of icons) expect(isMenuIcon(icon), icon).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it("the demo server's whole menu (a system manager's): no two entries alike", () => {
    const tree = menuTree(db().menus, 'en') as MenuItem[];
    expect(entries(tree).length).toBeGreaterThanOrEqual(26);
    const icons = expectDistinct(tree);
    // The server's own choice is kept where the menu can draw it.
    const home = entries(tree).find((menu) => menu.menuUrl === '/home')!;
    expect(icons.get(home.menuId)).toBe(home.menuIcon);
  });

  it("a server that sends no icons: each entry gets its route's", () => {
    const menus = plain(layoutRoutes);
    const icons = expectDistinct(menus);
    for (const menu of menus) expect(icons.get(menu.menuId)).toBe(ROUTE_ICONS[menu.menuUrl!]);
  });

  it("icons the menu cannot draw (another UI kit's names) fall back to the route's", () => {
    const menus = plain(layoutRoutes, () => 'el-icon-menu');
    const icons = expectDistinct(menus);
    for (const menu of menus) expect(icons.get(menu.menuId)).toBe(ROUTE_ICONS[menu.menuUrl!]);
  });

  it("one icon sent for every entry: the first keeps it, the others take their route's", () => {
    const menus = plain(layoutRoutes, () => 'MenuOutlined');
    const icons = expectDistinct(menus);
    expect(icons.get(menus[0].menuId)).toBe('MenuOutlined');
  });

  it('entries at addresses the map does not know, without icons, each get a free one', () => {
    expectDistinct(plain([...layoutRoutes, '/reports', '/reports/monthly', '/quality', '/audits']));
  });

  it('a submenu and its children, in any order the server sends them', () => {
    const tree: MenuItem[] = [
      {
        menuId: '9',
        menuName: '系统管理',
        menuUrl: '/basic',
        menuOrder: 9,
        children: plain(['/userInfo', '/role', '/menuSystem'], () => 'SettingOutlined').map((menu) => ({
          ...menu,
          menuId: `9${menu.menuId}`,
        })),
      },
      ...plain(['/home', '/filelist']),
    ];
    const icons = expectDistinct(tree);
    // The group sends none and its children all send the group's icon: the first child keeps it, the group
    // and the other children take others.
    expect(icons.get('91')).toBe('SettingOutlined');
    expect(icons.get('9')).not.toBe('SettingOutlined');
  });

  it('as many entries as there are icons: still none alike', () => {
    expectDistinct(plain(MENU_ICON_NAMES.map((_, index) => `/custom-${index}`)));
  });
});
