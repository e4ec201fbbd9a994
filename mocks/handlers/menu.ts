/**
 * Menu calls: the signed-in user's menu tree, and menu management (system managers only).
 *
 * ASSUMED: replies. getMenus/{menuLanguage} and showMenu answer the tree (nodes are menu items with
 * `children`, sorted by menuOrder); menuName is the Chinese label and menuNameEn the English one, whatever
 * the language, and `menuLanguage` echoes the requested language ('en' or 'zh'; 'zh-CN' / 'en-US' accepted).
 * add answers the new item; upd the updated item; del null. del refuses an item that has children.
 * A new item is visible to system managers only until a role is given it.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin, withUser } from '../auth';
import { commit } from '../db';
import { checkMenu, menusForUser, menuTree, type MenuInput } from '../db/menus';
import { nextId } from '../db/records';
import { api, ERRNO, fail, invalid, notFound, ok, t } from '../http';
import { readInput, str } from './request';

const languageOf = (value: string) => (/^en/i.test(value) ? 'en' : /^zh/i.test(value) ? 'zh' : null);

export const menuHandlers: HttpHandler[] = [
  http.get(
    api('/menu/getMenus/:menuLanguage'),
    withUser(({ request, params, user, database }) => {
      const language = languageOf(String(params.menuLanguage));
      if (!language) return invalid(request, 'The menu language must be en or zh', '菜单语言须为 en 或 zh');
      return ok(menuTree(menusForUser(database, user), language));
    }),
  ),

  http.get(
    api('/menu/showMenu'),
    withAdmin(({ database }) => ok(menuTree(database.menus))),
  ),

  http.post(
    api('/menu/add'),
    withAdmin(async ({ request, database }) => {
      const check = checkMenu(database, (await readInput(request)) as MenuInput);
      if (!check.ok) return invalid(request, check.en, check.zh);
      const item = { menuId: nextId(database, 'menu'), ...check.value };
      database.menus.push(item);
      commit();
      return ok(item);
    }),
  ),

  http.post(
    api('/menu/del'),
    withAdmin(async ({ request, database }) => {
      const menuId = str((await readInput(request)).menuId);
      const index = database.menus.findIndex((m) => m.menuId === menuId);
      if (index < 0) return notFound(request, 'The menu does not exist', '菜单不存在');
      if (database.menus.some((m) => m.menuParent === menuId)) {
        return fail(ERRNO.conflict, t(request, 'Delete its sub-menus first', '请先删除其子菜单'));
      }
      database.menus.splice(index, 1);
      for (const role of database.roles) role.menuIds = role.menuIds.filter((id) => id !== menuId);
      commit();
      return ok(null);
    }),
  ),

  http.post(
    api('/menu/upd'),
    withAdmin(async ({ request, database }) => {
      const input = (await readInput(request)) as MenuInput;
      const existing = database.menus.find((m) => m.menuId === str(input.menuId));
      if (!existing) return notFound(request, 'The menu does not exist', '菜单不存在');
      const check = checkMenu(database, input, existing);
      if (!check.ok) return invalid(request, check.en, check.zh);
      Object.assign(existing, check.value);
      commit();
      return ok(existing);
    }),
  ),
];
