/**
 * The signed-in session: token (30 minutes, renewed on every request and route change), user and rights,
 * kept in local storage under the keys of spec §3 so every tab shares them.
 */
import { STORAGE_KEYS, readStored, removeStored, writeStored } from './storage';

export const SESSION_LIFETIME_MS = 30 * 60 * 1000;

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Hear every change of the session's token or expiry: this tab's (sign-in, renewal, sign-out) and the other
 * tabs' (the token is shared through local storage). Returns the unsubscribe function.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === localStorage && (event.key === STORAGE_KEYS.token || event.key === null)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the server says about the signed-in user; fields beyond these are kept as they come. */
export interface SessionUser {
  username: string;
  useraccount: string;
  [field: string]: unknown;
}

interface StoredToken {
  value: string;
  expire: number;
}

/** Rights table from the authority call: numeric ids to entries that carry a level (§3, §6). */
export type Rights = Record<string, Array<{ level?: number; [field: string]: unknown }>>;

export type SessionState = 'active' | 'expired' | 'none';

/**
 * This tab's session was ended by the server (not-logged-in reply): its token is gone, yet the session
 * existed and ran out, which the route guard says (§4) even after the reload that follows on production.
 */
const ENDED_KEY = 'dms.sessionEnded';

/** 'expired' when a session existed and ran out (token past its time, or ended by the server); 'none' if never. */
export function sessionState(now = Date.now()): SessionState {
  const token = readStored<StoredToken>(STORAGE_KEYS.token);
  if (!token?.value) return sessionStorage.getItem(ENDED_KEY) ? 'expired' : 'none';
  return token.expire > now ? 'active' : 'expired';
}

/** The token if the session is still alive, else null. */
export function getToken(now = Date.now()): string | null {
  const token = readStored<StoredToken>(STORAGE_KEYS.token);
  return token?.value && token.expire > now ? token.value : null;
}

/** When the session ends unless renewed (ms since epoch), or null without a token. */
export function sessionExpiresAt(): number | null {
  return readStored<StoredToken>(STORAGE_KEYS.token)?.expire ?? null;
}

/**
 * Push the expiry 30 minutes out (every request and route change does); does nothing once the session has
 * expired. This tab's listeners are not told: renewals are many, and the idle warning reads the expiry again
 * on its own timers (other tabs hear the storage change).
 */
export function renewSession(now = Date.now()): void {
  const token = getToken(now);
  if (!token) return;
  writeStored(STORAGE_KEYS.token, { value: token, expire: now + SESSION_LIFETIME_MS });
}

/** The user chose to stay signed in: renew, and tell this tab's listeners at once (the warning closes). */
export function extendSession(now = Date.now()): void {
  renewSession(now);
  changed();
}

/** This tab asked the server to end its session: "not logged in" replies are that sign-out's, not an expiry. */
let signingOut = false;

export function beginSignOut(): void {
  signingOut = true;
}

export const isSigningOut = () => signingOut;

/** A page load starts with no sign-out under way (tests: one module for many tests). */
export function forgetSignOut(): void {
  signingOut = false;
}

export function startSession(token: string, user: SessionUser, firstLogin = false, now = Date.now()): void {
  forgetSignOut();
  sessionStorage.removeItem(ENDED_KEY);
  writeStored(STORAGE_KEYS.token, { value: token, expire: now + SESSION_LIFETIME_MS });
  writeStored(STORAGE_KEYS.user, user);
  if (firstLogin) writeStored(STORAGE_KEYS.firstLogin, true);
  else removeStored(STORAGE_KEYS.firstLogin);
  changed();
}

export function getUser(): SessionUser | null {
  return readStored<SessionUser>(STORAGE_KEYS.user);
}

export function setUser(user: SessionUser): void {
  writeStored(STORAGE_KEYS.user, user);
}

export function getRights(): Rights {
  return readStored<Rights>(STORAGE_KEYS.rights) ?? {};
}

const rightsListeners = new Set<() => void>();
let rightsVersion = 0;

export function setRights(rights: Rights): void {
  writeStored(STORAGE_KEYS.rights, rights);
  rightsVersion += 1;
  for (const listener of rightsListeners) listener();
}

/** Hear this tab's every new rights table (for useSyncExternalStore, with `rightsSnapshot`). */
export function subscribeRights(listener: () => void): () => void {
  rightsListeners.add(listener);
  return () => void rightsListeners.delete(listener);
}

/** Changes whenever this tab stores a rights table. */
export const rightsSnapshot = () => rightsVersion;

export function isFirstLogin(): boolean {
  return readStored<boolean>(STORAGE_KEYS.firstLogin) === true;
}

/** Sign out locally: token, rights and user go (§4 logout). */
export function clearSession(): void {
  sessionStorage.removeItem(ENDED_KEY);
  removeStored(STORAGE_KEYS.token, STORAGE_KEYS.rights, STORAGE_KEYS.user, STORAGE_KEYS.firstLogin);
  changed();
}

/** The server ended the session: clear it, remembering in this tab that it existed and ran out. */
export function endExpiredSession(): void {
  clearSession();
  sessionStorage.setItem(ENDED_KEY, '1');
}
