/**
 * User calls: sign in and out, passwords, user info, picture code, central-login hand-off.
 *
 * ASSUMED (not shown by the spec):
 * - errno values: 400 invalid input, 1 failed check (captcha, password, key), 403 disabled account.
 * - login success `data.user` carries: userId, username, useraccount, userType, email, jobNumber, phone,
 *   department (Chinese name), departmentEn, departmentId, roles [{roleId, roleName, roleNameEn}], roleIds,
 *   status, adminLevel (10000 for a system manager, else 0).
 * - logout with a missing or unknown token answers not-logged-in; data null on success.
 * - updPassword / activate / resetPassword take the passwords RSA-encrypted like the login fields; the new
 *   password must differ from the current one; both end every session of the user (the client returns to
 *   login). activate is refused once the account is activated.
 * - Until the first-login password is replaced, that session may only call updPassword, activate and logout
 *   (and sign in again); every other call answers errno 403 (see ../auth).
 * - GET /user/checkCode[/{random}]: see ../picture-code.
 * - checkToken: the seeded loginKey of each demo account is `demo-login-key-<account>`; keys are reusable.
 * - sendActiv answers `{ email }` (masked); the code is readable in tests through `lastResetCode(account)`.
 * - POST /user/out/resetPassword {userAccount, code, newPassword}: completes the forgot-password flow
 *   (the spec does not show this call's path).
 * - showByName/{userName}: users whose name or account contains the text, at most 50.
 */
import { http, type HttpHandler } from 'msw';
import { consumeCaptchaVerification } from '../captcha/service';
import {
  consumeResetCode,
  createSession,
  decryptField,
  endSession,
  findUserByAccount,
  isStrongPassword,
  issueResetCode,
  passwordField,
  setOwnPassword,
  tokenOf,
  withSession,
  withUser,
} from '../auth';
import { db } from '../db';
import { checkPictureCode, issuePictureCode } from '../picture-code';
import { isAdmin } from '../db/permissions';
import type { User } from '../db/schema';
import { loginData, userDto } from '../db/users';
import { api, ERRNO, fail, invalid, notLoggedIn, ok, t } from '../http';
import { readInput, str } from './request';

const optionalStr = (value: unknown) => (value === undefined ? undefined : str(value));

const weakPassword = (request: Request) =>
  invalid(
    request,
    'The password must have at least 8 characters, with upper case, lower case, a digit and a special character',
    '密码至少8位，且须包含大写字母、小写字母、数字和特殊字符',
  );

/** Check a password the user chose (rules, differs from the current one) and set it. */
function setNewPassword(request: Request, user: User, newPassword: string) {
  if (!isStrongPassword(newPassword)) return weakPassword(request);
  if (newPassword === user.password) {
    return invalid(request, 'The new password must differ from the current one', '新密码不能与当前密码相同');
  }
  setOwnPassword(user, newPassword);
  return ok(null);
}

const accountDisabled = (request: Request) =>
  fail(ERRNO.denied, t(request, 'This account has been disabled. Please contact the administrator', '该账号已被禁用，请联系管理员'));

const maskEmail = (email: string) => email.replace(/^(.{2})[^@]*(@.*)$/, '$1***$2');

export const userHandlers: HttpHandler[] = [
  http.post(api('/user/login/outside'), async ({ request }) => {
    const input = await readInput(request);
    const incomplete = () => invalid(request, 'Please enter the complete user name and password', '请输入完整的用户名和密码');
    if (!str(input.useraccount) || !str(input.password)) return incomplete();
    const account = decryptField(str(input.useraccount));
    const password = decryptField(str(input.password));
    if (account === null || password === null) {
      return invalid(
        request,
        'The account or password could not be decrypted. Please refresh the page and try again',
        '账号或密码解密失败，请刷新页面后重试',
      );
    }
    if (!account.trim() || !password) return incomplete();
    const pictureCode = checkPictureCode(optionalStr(input.checkCode), optionalStr(input.checkCodeKey));
    if (pictureCode === 'missing') return invalid(request, 'Please enter the verification code', '请输入验证码');
    if (pictureCode === 'wrong') {
      return fail(ERRNO.failed, t(request, 'The verification code is incorrect. Please try again', '验证码错误，请重试'));
    }
    if (!consumeCaptchaVerification(str(input.captchaVerification))) {
      return fail(ERRNO.failed, t(request, 'Captcha verification failed, please try again', '验证码校验失败，请重试'));
    }
    const user = findUserByAccount(account);
    if (!user || user.password !== password) {
      return fail(ERRNO.failed, t(request, 'The password is incorrect. Please try again', '密码错误，请重试'));
    }
    if (user.status !== 'enabled') return accountDisabled(request);
    return ok(loginData(db(), user, createSession(user.userId)));
  }),

  ...(['get', 'post'] as const).map((method) =>
    http[method](api('/user/logout'), ({ request }) => (endSession(tokenOf(request)) ? ok(null) : notLoggedIn(request))),
  ),

  http.post(
    api('/user/outside/updPassword'),
    withSession(async ({ request, user }) => {
      const input = await readInput(request);
      const oldPassword = passwordField(input.oldPassword);
      const newPassword = passwordField(input.newPassword);
      if (!oldPassword || !newPassword) return invalid(request, 'Please enter the old and the new password', '请输入旧密码和新密码');
      if (oldPassword !== user.password) return fail(ERRNO.failed, t(request, 'The old password is incorrect', '旧密码错误'));
      return setNewPassword(request, user, newPassword);
    }),
  ),

  http.post(
    api('/user/outside/activate'),
    withSession(async ({ request, user }) => {
      const newPassword = passwordField((await readInput(request)).newPassword);
      if (!user.firstLogin) return fail(ERRNO.conflict, t(request, 'This account is already activated', '该账号已激活'));
      if (!newPassword) return invalid(request, 'Please enter the new password', '请输入新密码');
      return setNewPassword(request, user, newPassword);
    }),
  ),

  http.get(
    api('/user/getUserinfo'),
    withUser(({ user, database }) => ok(userDto(database, user))),
  ),

  http.get(api('/user/checkCode'), () => issuePictureCode('')),
  http.get(api('/user/checkCode/:random'), ({ params }) => issuePictureCode(String(params.random))),

  http.get(api('/user/checkToken/:userAccount/:loginKey'), ({ request, params }) => {
    const user = findUserByAccount(String(params.userAccount));
    if (!user || !user.loginKey || user.loginKey !== params.loginKey) {
      return fail(ERRNO.failed, t(request, 'The login key is invalid or has expired', '登录凭证无效或已过期'));
    }
    if (user.status !== 'enabled') return accountDisabled(request);
    return ok(loginData(db(), user, createSession(user.userId)));
  }),

  http.post(api('/user/out/sendActiv'), async ({ request }) => {
    const account = str((await readInput(request)).userAccount);
    if (!account) return invalid(request, 'Please enter the account', '请输入账号');
    const user = findUserByAccount(account);
    if (!user) return fail(ERRNO.notFound, t(request, 'The account does not exist', '账号不存在'));
    if (user.status !== 'enabled') return accountDisabled(request);
    issueResetCode(user.useraccount);
    return ok({ email: maskEmail(user.email) });
  }),

  http.post(api('/user/out/resetPassword'), async ({ request }) => {
    const input = await readInput(request);
    const user = findUserByAccount(str(input.userAccount));
    const newPassword = passwordField(input.newPassword);
    if (!user || !str(input.code) || !newPassword) {
      return invalid(request, 'Please enter the account, the verification code and the new password', '请输入账号、验证码和新密码');
    }
    if (!isStrongPassword(newPassword)) return weakPassword(request);
    if (!consumeResetCode(user.useraccount, str(input.code))) {
      return fail(ERRNO.failed, t(request, 'The verification code is incorrect or has expired', '验证码错误或已过期'));
    }
    return setNewPassword(request, user, newPassword);
  }),

  http.get(
    api('/user/showByName/:userName'),
    withUser(({ params, database }) => {
      const text = String(params.userName ?? '')
        .trim()
        .toLowerCase();
      const matches = database.users.filter(
        (u) => text && (u.username.toLowerCase().includes(text) || u.useraccount.toLowerCase().includes(text)),
      );
      return ok(matches.slice(0, 50).map((u) => userDto(database, u)));
    }),
  ),

  http.post(
    api('/user/role/judgeRole'),
    withUser(({ user, database }) => ok(isAdmin(database, user))),
  ),
];
