/**
 * Which icon each side-menu entry shows: every entry one of its own, so that the collapsed
 * menu, which shows nothing else, tells them apart.
 */
import { MENU_ICON_NAMES, isMenuIcon } from '@/components/menu-icon';
import type { MenuItem } from './types';

/**
 * The icon of each screen's path (and of each menu group's, /basic), for entries the server sends without an
 * icon, or with one the menu cannot draw (another UI kit's name) or one an earlier entry already shows. The
 * app passes it in from its route table (ROUTE_ICONS in src/app/routes.ts).
 */
export type RouteIcons = Readonly<Record<string, string>>;

/** The entries in the order the menu shows them: by menuOrder, each parent before its children. */
function inMenuOrder(menus: MenuItem[]): MenuItem[] {
  return [...menus].sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0)).flatMap((menu) => [menu, ...inMenuOrder(menu.children ?? [])]);
}

/**
 * The icon name of every entry of the tree, by menuId, no two alike:
 * 1. the icon the server names, if the menu can draw it and no entry before has claimed it (an
 *    administrator's choice wins);
 * 2. else the icon of the entry's route (`routeIcons`), if still free;
 * 3. else the first icon no entry shows yet.
 * Only a menu with more entries than MENU_ICON_NAMES has icons repeats one.
 */
export function assignMenuIcons(menus: MenuItem[], routeIcons: RouteIcons): Map<string, string> {
  const entries = inMenuOrder(menus);
  const icons = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (menu: MenuItem, icon: string | undefined) => {
    if (!isMenuIcon(icon) || taken.has(icon) || icons.has(menu.menuId)) return;
    icons.set(menu.menuId, icon);
    taken.add(icon);
  };
  for (const menu of entries) claim(menu, menu.menuIcon);
  for (const menu of entries) claim(menu, menu.menuUrl ? routeIcons[menu.menuUrl] : undefined);
  for (const menu of entries)
    claim(
      menu,
      MENU_ICON_NAMES.find((name) => !taken.has(name)),
    );
  for (const menu of entries) if (!icons.has(menu.menuId)) icons.set(menu.menuId, MENU_ICON_NAMES[0]);
  return icons;
}
