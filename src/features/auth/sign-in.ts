/**
 * What happens once the server accepts a sign-in (login or central-login hand-off): the session is stored,
 * the rights table fetched, and the next screen chosen: `/changePassword` on a first login, else the saved
 * redirect target (cookie, then the `redirect` query), else `/home`.
 */
import { safeAppPath, takeRedirect } from '@/lib/redirect';
import { setRights, startSession } from '@/lib/session';
import { getAuthority } from './api/get-authority';
import type { LoginResult } from './types';

export async function completeSignIn(result: LoginResult, redirectQuery: string | null): Promise<string> {
  startSession(result.token, result.user, Boolean(result.firstLogin));
  try {
    setRights((await getAuthority()) ?? {});
  } catch {
    // Without rights the admin-only elements stay hidden; the client has already said why.
    setRights({});
  }
  const target = takeRedirect() ?? safeAppPath(redirectQuery);
  if (result.firstLogin) return '/changePassword';
  return target ?? '/home';
}
