import type { MenuItem } from './types';

/** Whether the user's menu tree (as the server sends it) has an item linking to `path`, at any depth. */
export function offersPath(menus: MenuItem[], path: string): boolean {
  return menus.some((menu) => menu.menuUrl === path || offersPath(menu.children ?? [], path));
}
