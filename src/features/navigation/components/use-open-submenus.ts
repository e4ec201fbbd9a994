import { useState } from 'react';
import type { MenuItem } from '../types';

/** A submenu's key: items with children sit under /basic (spec §2). */
export const submenuKey = (menu: MenuItem) => `/basic/${menu.menuId}`;

/** The submenu holding `pathname`, if any. */
export function parentKeyOf(menus: MenuItem[], pathname: string): string | undefined {
  const parent = menus.find((menu) => menu.children?.some((child) => child.menuUrl === pathname));
  return parent ? submenuKey(parent) : undefined;
}

/**
 * Which submenus are open. Expanded, the submenu holding the current route is open: on
 * arrival, once the menu has loaded, when the route moves into another submenu, and when the menu is
 * expanded again; the ones the user opened or closed stay so meanwhile. Collapsed, submenus are pop-ups
 * that open on hover and start closed.
 */
export function useOpenSubmenus(menus: MenuItem[] | undefined, pathname: string, collapsed: boolean) {
  const [inline, setInline] = useState<string[]>([]);
  const [popups, setPopups] = useState<string[]>([]);
  // The route's submenu opens when the route, the loaded menu or the expanded state changes (adjusted
  // while rendering, as React advises for state that follows props: no effect, no second paint).
  const [seen, setSeen] = useState<{ parent?: string; collapsed: boolean }>({ collapsed });
  const parent = menus ? parentKeyOf(menus, pathname) : undefined;
  if (seen.parent !== parent || seen.collapsed !== collapsed) {
    setSeen({ parent, collapsed });
    if (parent && !collapsed && !inline.includes(parent)) setInline([...inline, parent]);
    if (collapsed !== seen.collapsed) setPopups([]);
  }
  return {
    openKeys: collapsed ? popups : inline,
    onOpenChange: (keys: string[]) => (collapsed ? setPopups(keys) : setInline(keys)),
  };
}
