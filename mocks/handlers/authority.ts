/**
 * GET /authapi/opt/authority/getOptAuthority: the rights table of the signed-in user, in the authority
 * client's envelope `{ code: '200', message, data }`; not logged in: `{ code: 't0002', message }`.
 *
 * ASSUMED: the table's ids and entry fields. Entry `123` ([{ level: 10000, ... }]) exists only for a system
 * manager (the client's admin-only switch). Every user also gets `101` (highest directory level of its roles)
 * and `102` (highest file level), each [{ level, authName, authNameEn }]. A session that must still change
 * the first-login password gets no rights: `{ code: '403', message }`.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { mustChangePassword, requireUser } from '../auth';
import { db } from '../db';
import { ADMIN_LEVEL, isAdmin } from '../db/permissions';
import type { Db, User } from '../db/schema';
import { authApi, ERRNO, t } from '../http';

interface RightEntry {
  level: number;
  authName: string;
  authNameEn: string;
}

export const ADMIN_RIGHT_ID = 123;

export function rightsOf(database: Db, user: User): Record<number, RightEntry[]> {
  const roles = database.roles.filter((role) => user.roleIds.includes(role.roleId));
  const admin = isAdmin(database, user);
  const top = (pick: (r: (typeof roles)[number]) => number) => (roles.length ? Math.max(...roles.map(pick)) : 0);
  const rights: Record<number, RightEntry[]> = {
    101: [{ level: admin ? 7 : top((r) => r.maxDirLevel), authName: '目录权限', authNameEn: 'Directory level' }],
    102: [{ level: admin ? 50 : top((r) => r.maxFileLevel), authName: '文件权限', authNameEn: 'File level' }],
  };
  if (admin) rights[ADMIN_RIGHT_ID] = [{ level: ADMIN_LEVEL, authName: '系统管理员', authNameEn: 'System manager' }];
  return rights;
}

export const authorityHandlers: HttpHandler[] = [
  http.get(authApi('/opt/authority/getOptAuthority'), ({ request }) => {
    const user = requireUser(request);
    if (!user) {
      return HttpResponse.json({ code: 't0002', message: t(request, 'Login has expired, please login again', '登录已过期，请重新登录') });
    }
    if (mustChangePassword(user)) {
      return HttpResponse.json({ code: String(ERRNO.denied), message: t(request, 'Permission is denied', '权限不足') });
    }
    return HttpResponse.json({ code: '200', message: 'success', data: rightsOf(db(), user) });
  }),
];
