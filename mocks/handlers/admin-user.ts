/**
 * User management (system managers only). The spec names the screen (/userInfo) and GET
 * /user/showByName/{userName} (in user.ts); every call below is ASSUMED.
 *
 * ASSUMED calls and fields:
 * - POST /user/showPage {current, size, userName?, userType?, status?, departmentId?, roleId?, orderColumn?,
 *   order?} answers a page of users: the login user fields (userId, username, useraccount, userType, email,
 *   jobNumber, phone, department, departmentEn, departmentId, roles, roleIds, status, adminLevel) plus
 *   createTime and firstLogin. `userName` matches name, account, job number or e-mail; default order is
 *   createTime DESC (orderColumn: username | useraccount | jobNumber | createTime).
 * - POST /user/add {username, useraccount, jobNumber, email, phone?, userType, status?, departmentId,
 *   roleIds, password}: the password arrives RSA-encrypted like the login fields (plain is accepted too) and
 *   must be strong; the new user must change it at first sign-in (firstLogin). Answers the user.
 * - POST /user/upd {userId, ...the same fields but password}: partial update; answers the user.
 * - POST /user/updStatus {userId, status: 'enabled' | 'disabled'}: disabling ends the user's sessions.
 * - POST /user/resetPassword {userId, newPassword}: sets a temporary password (strong, RSA-encrypted or
 *   plain), the user must change it at the next sign-in, every session of the user ends. Answers null.
 * Rules: name ≤ 50; account 2–20 of letters, digits, _ . - and unique (any case); job number ≤ 20 of
 * letters, digits, - and unique; e-mail valid, ≤ 100; user type internal | external; department must exist;
 * roles must exist. A system manager cannot disable itself nor take its own system-manager role away.
 */
import { http, type HttpHandler } from 'msw';
import { endSessionsOf, isStrongPassword, passwordField, withAdmin } from '../auth';
import { commit } from '../db';
import { ACCOUNT_PATTERN, EMAIL_PATTERN, JOB_NUMBER_PATTERN, matchesText, sameText, sortRows } from '../db/admin';
import { nextId, nowIso } from '../db/records';
import type { Db, User, UserStatus, UserType } from '../db/schema';
import { userDto } from '../db/users';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { idList, pageInput, readInput, str, type Input } from './request';

type Problem = [en: string, zh: string];

export const userRow = (database: Db, user: User) => ({
  ...userDto(database, user),
  createTime: user.createTime,
  firstLogin: user.firstLogin,
});

const USER_TYPES: UserType[] = ['internal', 'external'];
const STATUSES: UserStatus[] = ['enabled', 'disabled'];

interface UserFields {
  username: string;
  useraccount: string;
  jobNumber: string;
  email: string;
  phone: string;
  userType: UserType;
  status: UserStatus;
  departmentId: string;
  roleIds: string[];
}

/** The merged fields of a user to add (no `existing`) or update, or the first problem with them. */
function checkUser(
  database: Db,
  input: Input,
  existing?: User,
): { ok: true; value: UserFields } | { ok: false; problem: Problem; conflict?: boolean } {
  const pick = (key: keyof UserFields) => (input[key] !== undefined ? str(input[key]) : existing ? String(existing[key] ?? '') : '');
  const value: UserFields = {
    username: pick('username'),
    useraccount: pick('useraccount'),
    jobNumber: pick('jobNumber'),
    email: pick('email'),
    phone: pick('phone'),
    userType: pick('userType') as UserType,
    status: (pick('status') || 'enabled') as UserStatus,
    departmentId: pick('departmentId'),
    roleIds: input.roleIds !== undefined ? idList(input.roleIds) : existing ? [...existing.roleIds] : [],
  };
  const bad = (en: string, zh: string) => ({ ok: false as const, problem: [en, zh] as Problem });
  const refused = nameRefusal(value.username, SHORT_NAME_RULE, ['The name', '姓名']);
  if (refused) return bad(...refused);
  if (value.useraccount.length < 2 || value.useraccount.length > 20 || !ACCOUNT_PATTERN.test(value.useraccount)) {
    return bad('The account must have 2 to 20 letters, digits, _ . or -', '账号须为2至20位字母、数字或 _ . -');
  }
  if (!value.jobNumber) return bad('The job number is required', '工号不能为空');
  if (value.jobNumber.length > 20 || !JOB_NUMBER_PATTERN.test(value.jobNumber)) {
    return bad('The job number may have at most 20 letters, digits or -', '工号最多20位字母、数字或 -');
  }
  if (!EMAIL_PATTERN.test(value.email) || value.email.length > 100)
    return bad('Please enter a valid e-mail address', '请输入有效的邮箱地址');
  if (value.phone.length > 30) return bad('The phone number may have at most 30 characters', '电话不能超过30个字符');
  if (!USER_TYPES.includes(value.userType)) return bad('The user type must be internal or external', '用户类型须为内部或外部');
  if (!STATUSES.includes(value.status)) return bad('The status must be enabled or disabled', '状态须为启用或禁用');
  if (!database.fileParams.some((p) => p.type === 'department' && p.id === value.departmentId)) {
    return bad('Please choose an existing department', '请选择已有的部门');
  }
  const unknownRole = value.roleIds.find((id) => !database.roles.some((r) => r.roleId === id));
  if (unknownRole) return bad('A chosen role does not exist', '所选角色不存在');
  const others = database.users.filter((u) => u.userId !== existing?.userId);
  if (others.some((u) => sameText(u.useraccount, value.useraccount))) {
    return { ok: false, conflict: true, problem: ['This account already exists', '该账号已存在'] };
  }
  if (others.some((u) => sameText(u.jobNumber, value.jobNumber))) {
    return { ok: false, conflict: true, problem: ['This job number already exists', '该工号已存在'] };
  }
  return { ok: true, value };
}

const refuse = (request: Request, check: { problem: Problem; conflict?: boolean }) =>
  check.conflict ? fail(ERRNO.conflict, t(request, ...check.problem)) : invalid(request, ...check.problem);

const userMissing = (request: Request) => notFound(request, 'The user does not exist', '用户不存在');

const weakPassword = (request: Request) =>
  invalid(
    request,
    'The password must have at least 8 characters, with upper case, lower case, a digit and a special character',
    '密码至少8位，且须包含大写字母、小写字母、数字和特殊字符',
  );

const isManagerRole = (database: Db, roleId: string) => database.roles.some((r) => r.roleId === roleId && r.isSystemManager);

const ORDER_COLUMNS = ['username', 'useraccount', 'jobNumber', 'createTime'] as const;

export const adminUserHandlers: HttpHandler[] = [
  http.post(
    api('/user/showPage'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const text = str(input.userName).toLowerCase();
      const filters = {
        userType: str(input.userType),
        status: str(input.status),
        departmentId: str(input.departmentId),
        roleId: str(input.roleId),
      };
      const rows = database.users.filter(
        (u) =>
          matchesText(text, u.username, u.useraccount, u.jobNumber, u.email) &&
          (!filters.userType || u.userType === filters.userType) &&
          (!filters.status || u.status === filters.status) &&
          (!filters.departmentId || u.departmentId === filters.departmentId) &&
          (!filters.roleId || u.roleIds.includes(filters.roleId)),
      );
      const column = ORDER_COLUMNS.find((c) => c === str(input.orderColumn)) ?? 'createTime';
      const order = str(input.orderColumn) ? str(input.order).toUpperCase() : 'DESC';
      const sorted = sortRows(rows, column, order);
      const page = paginate(sorted, current, size);
      return ok({ ...page, records: page.records.map((u) => userRow(database, u)) });
    }),
  ),

  http.post(
    api('/user/add'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const check = checkUser(database, input);
      if (!check.ok) return refuse(request, check);
      const password = passwordField(input.password);
      if (!password) return invalid(request, 'Please enter the initial password', '请输入初始密码');
      if (!isStrongPassword(password)) return weakPassword(request);
      const user: User = {
        userId: nextId(database, 'user'),
        ...check.value,
        password,
        firstLogin: true,
        loginKey: null,
        createTime: nowIso(),
      };
      database.users.push(user);
      commit();
      return ok(userRow(database, user));
    }),
  ),

  http.post(
    api('/user/upd'),
    withAdmin(async ({ request, user: me, database }) => {
      const input = await readInput(request);
      const user = database.users.find((u) => u.userId === str(input.userId));
      if (!user) return userMissing(request);
      const check = checkUser(database, input, user);
      if (!check.ok) return refuse(request, check);
      if (user.userId === me.userId) {
        if (check.value.status !== 'enabled') return invalid(request, 'You cannot disable your own account', '不能禁用自己的账号');
        if (!check.value.roleIds.some((id) => isManagerRole(database, id))) {
          return invalid(request, 'You cannot take away your own system manager role', '不能移除自己的系统管理员角色');
        }
      }
      const wasEnabled = user.status === 'enabled';
      Object.assign(user, check.value);
      if (wasEnabled && user.status !== 'enabled') endSessionsOf(user.userId);
      commit();
      return ok(userRow(database, user));
    }),
  ),

  http.post(
    api('/user/updStatus'),
    withAdmin(async ({ request, user: me, database }) => {
      const input = await readInput(request);
      const user = database.users.find((u) => u.userId === str(input.userId));
      if (!user) return userMissing(request);
      const status = str(input.status) as UserStatus;
      if (!STATUSES.includes(status)) return invalid(request, 'The status must be enabled or disabled', '状态须为启用或禁用');
      if (user.userId === me.userId && status !== 'enabled')
        return invalid(request, 'You cannot disable your own account', '不能禁用自己的账号');
      user.status = status;
      if (status === 'disabled') endSessionsOf(user.userId);
      commit();
      return ok(userRow(database, user));
    }),
  ),

  http.post(
    api('/user/resetPassword'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const user = database.users.find((u) => u.userId === str(input.userId));
      if (!user) return userMissing(request);
      const password = passwordField(input.newPassword);
      if (!password) return invalid(request, 'Please enter the new password', '请输入新密码');
      if (!isStrongPassword(password)) return weakPassword(request);
      user.password = password;
      user.firstLogin = true;
      endSessionsOf(user.userId);
      commit();
      return ok(null);
    }),
  ),
];
