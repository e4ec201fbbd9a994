/**
 * What happens once the server accepts a sign-in (login or central-login hand-off): the session is stored,
 * the rights table fetched, and the next screen chosen: `/changePassword` on a first login (no rights then:
 * the server refuses them until the password is changed), else the saved redirect target (cookie, then the
 * `redirect` query), else `/home`.
 */
import { safeAppPath, takeRedirect } from '@/lib/redirect';
import { setRights, startSession } from '@/lib/session';
import { getAuthority } from './api/get-authority';
import type { LoginResult } from './types';

export async function completeSignIn(result: LoginResult, redirectQuery: string | null): Promise<string> {
  const firstLogin = Boolean(result.firstLogin);
  startSession(result.token, result.user, firstLogin);
  const target = takeRedirect() ?? safeAppPath(redirectQuery);
  // Until the password is changed the server grants no rights and the app shows nothing that needs them;
  // the user signs in again after the change.
  if (firstLogin) {
    setRights({});
    return '/changePassword';
  }
  try {
    setRights((await getAuthority()) ?? {});
  } catch {
    // Without rights the admin-only elements stay hidden; the client has already said why.
    setRights({});
  }
  return target ?? '/home';
}
