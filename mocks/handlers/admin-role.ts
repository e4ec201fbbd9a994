/**
 * Roles: the catalogue, role menus and role members (system managers only). The spec names the screens
 * (/role, /rolesPermission, /rolesPerson) and says roles have a name and users; every call is ASSUMED.
 *
 * ASSUMED calls and fields:
 * - role rows {roleId, roleName (Chinese), roleNameEn, remark, isSystemManager, maxDirLevel (0–7),
 *   maxFileLevel and defaultFileLevel (0, 10, 20, 30, 40, 50), menuIds, userCount}.
 * - GET /role/list: every role. POST /role/showPage {current, size, roleName?}: a page (roleName matches
 *   either language).
 * - POST /role/add {roleName, roleNameEn, remark?, maxDirLevel?, maxFileLevel?, defaultFileLevel?}: defaults
 *   7 / 50 / 10 and the menus Home and Document management. Answers the role.
 * - POST /role/upd {roleId, ...any of those}: partial update; the system manager role's levels stay 7 / 50.
 * - POST /role/del?roleId=: refuses the system manager role and a role still held by users; removes the
 *   role's folder and file grants. Answers null.
 * - GET /role/getMenus?roleId=: the role's menu ids. POST /role/updMenus {roleId, menuIds}: replaces them
 *   (parents of chosen items are shown automatically); refused for the system manager role, which sees
 *   every menu.
 * - POST /role/showUsers {roleId, current, size, userName?}: a page of the users holding the role (rows as
 *   /user/showPage). POST /role/addUsers and /role/removeUsers {roleId, userIds}: answer the number changed.
 *   A system manager cannot remove itself from the system manager role.
 * Rules: both names required, at most 50 characters, unique in either language (any case); defaultFileLevel
 * cannot exceed maxFileLevel.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin } from '../auth';
import { commit } from '../db';
import { matchesText, nextFreeId, sameText } from '../db/admin';
import { FILE_LEVEL } from '../db/permissions';
import type { Db, Role } from '../db/schema';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { userRow } from './admin-user';
import { idList, pageInput, readInput, str, type Input } from './request';

const FILE_LEVELS: number[] = Object.values(FILE_LEVEL);

export const roleRow = (database: Db, role: Role) => ({
  ...role,
  menuIds: [...role.menuIds],
  userCount: database.users.filter((u) => u.roleIds.includes(role.roleId)).length,
});

const roleMissing = (request: Request) => notFound(request, 'The role does not exist', '角色不存在');

type Levels = Pick<Role, 'maxDirLevel' | 'maxFileLevel' | 'defaultFileLevel'>;

function checkRole(
  database: Db,
  input: Input,
  existing?: Role,
):
  | { ok: true; value: Pick<Role, 'roleName' | 'roleNameEn' | 'remark'> & Levels }
  | { ok: false; en: string; zh: string; conflict?: boolean } {
  const text = (key: 'roleName' | 'roleNameEn' | 'remark') => (input[key] !== undefined ? str(input[key]) : existing ? existing[key] : '');
  const level = (key: keyof Levels, fallback: number) =>
    input[key] !== undefined && input[key] !== '' ? Number(input[key]) : existing ? existing[key] : fallback;
  const value = {
    roleName: text('roleName'),
    roleNameEn: text('roleNameEn'),
    remark: text('remark'),
    maxDirLevel: level('maxDirLevel', 7),
    maxFileLevel: level('maxFileLevel', 50),
    defaultFileLevel: level('defaultFileLevel', 10),
  };
  if (!value.roleName || !value.roleNameEn)
    return { ok: false, en: 'The role name is required in both languages', zh: '角色中英文名称不能为空' };
  const refused =
    nameRefusal(value.roleName, SHORT_NAME_RULE, ['The role name', '角色名称']) ??
    nameRefusal(value.roleNameEn, SHORT_NAME_RULE, ['The English role name', '角色英文名称']);
  if (refused) return { ok: false, en: refused[0], zh: refused[1] };
  if (value.remark.length > 200) return { ok: false, en: 'The remark may have at most 200 characters', zh: '备注不能超过200个字符' };
  if (!Number.isInteger(value.maxDirLevel) || value.maxDirLevel < 0 || value.maxDirLevel > 7) {
    return { ok: false, en: 'The maximum directory level must be 0 to 7', zh: '最高目录权限须为0至7' };
  }
  if (!FILE_LEVELS.includes(value.maxFileLevel) || !FILE_LEVELS.includes(value.defaultFileLevel)) {
    return { ok: false, en: 'File levels must be 0, 10, 20, 30, 40 or 50', zh: '文件权限须为0、10、20、30、40或50' };
  }
  if (value.defaultFileLevel > value.maxFileLevel) {
    return { ok: false, en: 'The default file level cannot exceed the maximum file level', zh: '默认文件权限不能高于最高文件权限' };
  }
  const names = [value.roleName, value.roleNameEn];
  const clash = database.roles.some(
    (r) => r.roleId !== existing?.roleId && names.some((n) => sameText(n, r.roleName) || sameText(n, r.roleNameEn)),
  );
  if (clash) return { ok: false, conflict: true, en: 'A role with this name already exists', zh: '角色名称已存在' };
  return { ok: true, value };
}

const refuse = (request: Request, check: { en: string; zh: string; conflict?: boolean }) =>
  check.conflict ? fail(ERRNO.conflict, t(request, check.en, check.zh)) : invalid(request, check.en, check.zh);

const findRole = (database: Db, input: Input) => database.roles.find((r) => r.roleId === str(input.roleId));

export const adminRoleHandlers: HttpHandler[] = [
  http.get(
    api('/role/list'),
    withAdmin(({ database }) => ok(database.roles.map((r) => roleRow(database, r)))),
  ),

  http.post(
    api('/role/showPage'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.roleName).toLowerCase();
      const rows = database.roles.filter((r) => matchesText(text, r.roleName, r.roleNameEn));
      const page = paginate(rows, current, size);
      return ok({ ...page, records: page.records.map((r) => roleRow(database, r)) });
    }),
  ),

  http.post(
    api('/role/add'),
    withAdmin(async ({ request, database }) => {
      const check = checkRole(database, await readInput(request));
      if (!check.ok) return refuse(request, check);
      const defaultMenus = database.menus.filter((m) => m.menuUrl === '/home' || m.menuUrl === '/filelist').map((m) => m.menuId);
      const role: Role = {
        roleId: nextFreeId(
          database,
          'role',
          database.roles.map((r) => r.roleId),
        ),
        ...check.value,
        isSystemManager: false,
        menuIds: defaultMenus,
      };
      database.roles.push(role);
      commit();
      return ok(roleRow(database, role));
    }),
  ),

  http.post(
    api('/role/upd'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input);
      if (!role) return roleMissing(request);
      const check = checkRole(database, input, role);
      if (!check.ok) return refuse(request, check);
      Object.assign(role, check.value);
      if (role.isSystemManager) Object.assign(role, { maxDirLevel: 7, maxFileLevel: 50, defaultFileLevel: 50 });
      commit();
      return ok(roleRow(database, role));
    }),
  ),

  http.post(
    api('/role/del'),
    withAdmin(async ({ request, database }) => {
      const role = findRole(database, await readInput(request));
      if (!role) return roleMissing(request);
      if (role.isSystemManager) return invalid(request, 'The system manager role cannot be deleted', '系统管理员角色不能删除');
      const holders = database.users.filter((u) => u.roleIds.includes(role.roleId)).length;
      if (holders > 0) {
        return fail(
          ERRNO.conflict,
          t(
            request,
            `The role is still held by ${holders} user(s). Remove them from the role first`,
            `仍有${holders}个用户拥有该角色，请先移除`,
          ),
        );
      }
      database.roles = database.roles.filter((r) => r !== role);
      database.folderGrants = database.folderGrants.filter((g) => g.roleId !== role.roleId);
      database.fileGrants = database.fileGrants.filter((g) => g.roleId !== role.roleId);
      commit();
      return ok(null);
    }),
  ),

  http.get(
    api('/role/getMenus'),
    withAdmin(async ({ request, database }) => {
      const role = findRole(database, await readInput(request));
      if (!role) return roleMissing(request);
      return ok(role.isSystemManager ? database.menus.map((m) => m.menuId) : [...role.menuIds]);
    }),
  ),

  http.post(
    api('/role/updMenus'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input);
      if (!role) return roleMissing(request);
      if (role.isSystemManager) return invalid(request, 'The system manager role always sees every menu', '系统管理员角色始终可见全部菜单');
      const menuIds = [...new Set(idList(input.menuIds))];
      if (menuIds.some((id) => !database.menus.some((m) => m.menuId === id))) {
        return notFound(request, 'A chosen menu does not exist', '所选菜单不存在');
      }
      role.menuIds = menuIds;
      commit();
      return ok(menuIds);
    }),
  ),

  http.post(
    api('/role/showUsers'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input);
      if (!role) return roleMissing(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.userName).toLowerCase();
      const rows = database.users.filter(
        (u) => u.roleIds.includes(role.roleId) && matchesText(text, u.username, u.useraccount, u.jobNumber),
      );
      const page = paginate(rows, current, size);
      return ok({ ...page, records: page.records.map((u) => userRow(database, u)) });
    }),
  ),

  http.post(
    api('/role/addUsers'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input);
      if (!role) return roleMissing(request);
      const userIds = idList(input.userIds);
      if (userIds.length === 0) return invalid(request, 'Please choose the users', '请选择用户');
      const users = userIds.map((id) => database.users.find((u) => u.userId === id));
      if (users.some((u) => !u)) return notFound(request, 'A chosen user does not exist', '所选用户不存在');
      let changed = 0;
      for (const user of users) {
        if (user && !user.roleIds.includes(role.roleId)) {
          user.roleIds.push(role.roleId);
          changed += 1;
        }
      }
      commit();
      return ok(changed);
    }),
  ),

  http.post(
    api('/role/removeUsers'),
    withAdmin(async ({ request, user: me, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input);
      if (!role) return roleMissing(request);
      const userIds = idList(input.userIds);
      if (userIds.length === 0) return invalid(request, 'Please choose the users', '请选择用户');
      if (role.isSystemManager && userIds.includes(me.userId)) {
        return invalid(request, 'You cannot take away your own system manager role', '不能移除自己的系统管理员角色');
      }
      let changed = 0;
      for (const user of database.users) {
        if (userIds.includes(user.userId) && user.roleIds.includes(role.roleId)) {
          user.roleIds = user.roleIds.filter((id) => id !== role.roleId);
          changed += 1;
        }
      }
      commit();
      return ok(changed);
    }),
  ),
];
