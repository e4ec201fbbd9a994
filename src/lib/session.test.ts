import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';
import {
  SESSION_LIFETIME_MS,
  clearSession,
  endExpiredSession,
  getToken,
  getUser,
  isFirstLogin,
  renewSession,
  sessionState,
  setRights,
  startSession,
} from './session';

const user = { username: 'Ada', useraccount: 'ada' };

describe('session', () => {
  it('keeps the token for 30 minutes', () => {
    const now = 1_000_000;
    startSession('t1', user, false, now);
    expect(getToken(now + SESSION_LIFETIME_MS - 1)).toBe('t1');
    expect(getToken(now + SESSION_LIFETIME_MS)).toBeNull();
    expect(sessionState(now + SESSION_LIFETIME_MS)).toBe('expired');
  });

  it('renewal pushes the expiry out, but cannot revive an expired session', () => {
    const now = 1_000_000;
    startSession('t1', user, false, now);
    renewSession(now + 20 * 60_000);
    expect(getToken(now + 45 * 60_000)).toBe('t1');
    renewSession(now + 100 * 60_000);
    expect(getToken(now + 100 * 60_000)).toBeNull();
  });

  it('stores user and the first-login flag under the spec keys', () => {
    startSession('t1', user, true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toEqual(user);
    expect(localStorage.getItem('FL')).toBe('true');
    expect(isFirstLogin()).toBe(true);
  });

  it('clearing removes token, rights and user', () => {
    startSession('t1', user);
    setRights({ '123': [{ level: 10000 }] });
    clearSession();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('rights')).toBeNull();
    expect(sessionState()).toBe('none');
  });

  it('a session the server ended reads as expired until the next sign-in; one signed out reads as none', () => {
    startSession('t1', user);
    endExpiredSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionState()).toBe('expired');
    startSession('t2', user);
    expect(sessionState()).toBe('active');
    clearSession();
    expect(sessionState()).toBe('none');
  });
});
