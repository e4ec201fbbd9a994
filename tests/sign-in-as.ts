/**
 * Start a real mock-backend session for a demo account and store it as the app would after signing in,
 * for Vitest tests of screens behind the guard.
 */
import { createSession, findUserByAccount } from '@mocks/auth';
import { rightsOf } from '@mocks/handlers/authority';
import { db } from '@mocks/db';
import { setRights, startSession } from '@/lib/session';

export function signInAs(account: 'admin' | 'staff' | 'guest' | 'newbie'): string {
  const user = findUserByAccount(account);
  if (!user) throw new Error(`no demo account ${account}`);
  const token = createSession(user.userId);
  // As signing in does: a first login (newbie) is marked as such and gets no rights until the password changes.
  startSession(token, { username: user.username, useraccount: user.useraccount }, user.firstLogin);
  setRights(user.firstLogin ? {} : JSON.parse(JSON.stringify(rightsOf(db(), user))));
  return token;
}
