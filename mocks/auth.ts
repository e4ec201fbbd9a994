/**
 * Sessions and credentials of the mock backend.
 *
 * - A session is token -> { userId, expiresAt }, kept in the database (so it survives a page reload in the
 *   browser and is forgotten by `resetDb`). Lifetime 30 minutes, renewed on every authorised call.
 * - `requireUser(request)` reads the `token` header and returns the signed-in user, or null (the handler
 *   then answers `notLoggedIn(request)`).
 * - A user who has not yet replaced the first-login password (`firstLogin`) may only set it and sign out:
 *   `withSession` lets such a user through, for those calls; `withUser` (every other call) refuses the user
 *   with errno 403 (`denied`), as a careful backend would.
 * - `withScreen(menuUrl, …)`: the calls of a screen that only the menu offers, for users whose menu offers it;
 *   `withAdmin`: system managers only. Both refuse others with errno 403.
 * - Login fields arrive RSA-encrypted (PKCS#1 v1.5, base64) with DEMO_RSA_PUBLIC_KEY.
 */
import { JSEncrypt } from 'jsencrypt';
import type { PathParams } from 'msw';
import { DEMO_RSA_PRIVATE_KEY } from './demo-keys';
import { commit, db } from './db';
import { randomToken } from './db/records';
import type { Db, User } from './db/schema';
import { canUseScreen } from './db/menus';
import { isAdmin } from './db/permissions';
import { denied, notLoggedIn } from './http';

export const SESSION_LIFETIME_MS = 30 * 60 * 1000;
/** A renewal is saved only when it moves the expiry by more than this (avoids a save per read). */
const RENEWAL_SAVE_STEP_MS = 60 * 1000;
export const RESET_CODE_LIFETIME_MS = 10 * 60 * 1000;

export function createSession(userId: string): string {
  const database = db();
  const now = Date.now();
  for (const [token, session] of Object.entries(database.sessions)) {
    if (session.expiresAt <= now) delete database.sessions[token];
  }
  const token = randomToken();
  database.sessions[token] = { token, userId, expiresAt: now + SESSION_LIFETIME_MS };
  commit();
  return token;
}

/** Ends the session of `token`; false when there was none. */
export function endSession(token: string | null): boolean {
  const database = db();
  if (!token || !database.sessions[token]) return false;
  delete database.sessions[token];
  commit();
  return true;
}

export function endSessionsOf(userId: string) {
  const database = db();
  for (const [token, session] of Object.entries(database.sessions)) {
    if (session.userId === userId) delete database.sessions[token];
  }
  commit();
}

export const tokenOf = (request: Request) => request.headers.get('token');

/** The signed-in, enabled user of the request's token, renewing the session; null when there is none. */
export function requireUser(request: Request): User | null {
  const token = tokenOf(request);
  if (!token) return null;
  const database = db();
  const session = database.sessions[token];
  const now = Date.now();
  if (!session) return null;
  if (session.expiresAt <= now) {
    delete database.sessions[token];
    commit();
    return null;
  }
  const user = database.users.find((u) => u.userId === session.userId);
  if (!user || user.status !== 'enabled') return null;
  const renewed = now + SESSION_LIFETIME_MS;
  const save = renewed - session.expiresAt > RENEWAL_SAVE_STEP_MS;
  session.expiresAt = renewed;
  if (save) commit();
  return user;
}

export interface AuthedInfo<P extends PathParams = PathParams> {
  request: Request;
  params: P;
  user: User;
  database: Db;
}

type Resolver<P extends PathParams> = (info: AuthedInfo<P>) => Response | Promise<Response>;

/**
 * Wrap a resolver so it runs for any signed-in user, one who must still change the first-login password
 * included; otherwise the reply is `notLoggedIn`. Only for the calls that user needs (setting the password).
 */
export function withSession<P extends PathParams = PathParams>(resolver: Resolver<P>) {
  return async ({ request, params }: { request: Request; params: P }): Promise<Response> => {
    const user = requireUser(request);
    if (!user) return notLoggedIn(request);
    return resolver({ request, params, user, database: db() });
  };
}

/** A signed-in user who has not yet replaced the first-login password, and so may use no data call. */
export const mustChangePassword = (user: User) => user.firstLogin;

/**
 * Wrap a resolver so it runs only for a signed-in user who has set a password; otherwise the reply is
 * `notLoggedIn`, or `denied` while the first-login password is still to be changed.
 */
export function withUser<P extends PathParams = PathParams>(resolver: Resolver<P>) {
  return withSession<P>((info) => (mustChangePassword(info.user) ? denied(info.request) : resolver(info)));
}

/** The refusal of a caller without the right a resolver needs, or null when the caller has it. */
export type RightCheck = (request: Request) => Response | null;

const rightChecks = new WeakMap<object, RightCheck>();

/**
 * The right check of a resolver made by `withAdmin` or `withScreen`; the contract check runs it before
 * looking at the body, so a caller without the right learns nothing of the call's shape.
 */
export const rightCheckOf = (resolver: unknown): RightCheck | undefined =>
  typeof resolver === 'function' ? rightChecks.get(resolver) : undefined;

type Allowed = (database: Db, user: User) => boolean;

function withRight<P extends PathParams>(allowed: Allowed, resolver: Resolver<P>) {
  const guarded = withUser<P>((info) => (allowed(info.database, info.user) ? resolver(info) : denied(info.request)));
  rightChecks.set(guarded, (request) => {
    const user = requireUser(request);
    if (!user) return notLoggedIn(request);
    return mustChangePassword(user) || !allowed(db(), user) ? denied(request) : null;
  });
  return guarded;
}

/** Like `withUser`, for system managers only; others get `denied`. */
export function withAdmin<P extends PathParams = PathParams>(resolver: Resolver<P>) {
  return withRight<P>(isAdmin, resolver);
}

/** Like `withUser`, for the users whose menu offers the screen at `menuUrl`; others get `denied`. */
export function withScreen<P extends PathParams = PathParams>(menuUrl: string, resolver: Resolver<P>) {
  return withRight<P>((database, user) => canUseScreen(database, user, menuUrl), resolver);
}

// ── Credentials ─────────────────────────────────────────────────────────────────────────────────

let decryptor: JSEncrypt | null = null;

/** Decrypt an RSA (PKCS#1 v1.5, base64) field; null when it is not ciphertext of the demo key. */
export function decryptField(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (!decryptor) {
    decryptor = new JSEncrypt();
    decryptor.setPrivateKey(DEMO_RSA_PRIVATE_KEY);
  }
  try {
    const plain = decryptor.decrypt(value);
    return typeof plain === 'string' ? plain : null;
  } catch {
    return null;
  }
}

/** A password field, RSA-encrypted like the login fields (spec §3); '' when it is not ciphertext of the key. */
export const passwordField = (value: unknown): string => decryptField(value) ?? '';

/** §5: at least 8 characters with upper case, lower case, a digit and a special character. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
}

export const findUserByAccount = (account: string) => db().users.find((u) => u.useraccount.toLowerCase() === account.trim().toLowerCase());

/** Set a new password chosen by the user: clears firstLogin and ends every session of the user. */
export function setOwnPassword(user: User, password: string) {
  user.password = password;
  user.firstLogin = false;
  endSessionsOf(user.userId);
}

/** Remember a fresh 6-digit reset code for the account (the mock's "e-mail"). */
export function issueResetCode(account: string): string {
  const bytes = new Uint32Array(1);
  crypto.getRandomValues(bytes);
  const code = String(bytes[0] % 1_000_000).padStart(6, '0');
  db().resetCodes[account.toLowerCase()] = { code, expiresAt: Date.now() + RESET_CODE_LIFETIME_MS };
  commit();
  return code;
}

/** The reset code most recently sent to `account` (for tests and the demo hook), or null. */
export function lastResetCode(account: string): string | null {
  return db().resetCodes[account.toLowerCase()]?.code ?? null;
}

/** Check and use up a reset code. */
export function consumeResetCode(account: string, code: string): boolean {
  const database = db();
  const entry = database.resetCodes[account.toLowerCase()];
  if (!entry || entry.expiresAt <= Date.now() || entry.code !== code) return false;
  delete database.resetCodes[account.toLowerCase()];
  commit();
  return true;
}
