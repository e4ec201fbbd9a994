import type { SessionUser } from '@/lib/session';

/** Reply of the login and central-login hand-off calls (spec §3). */
export interface LoginResult {
  user: SessionUser;
  token: string;
  firstLogin?: boolean;
}

export interface LoginRequest {
  /** RSA-encrypted account. */
  useraccount: string;
  /** RSA-encrypted password. */
  password: string;
  captchaVerification: string;
  /** The picture code as typed, where the deployment asks for it (ASSUMED name, see the API contract). */
  checkCode?: string;
  /** The key of the picture the code was read from: the `{random}` of GET /user/checkCode/{random}. */
  checkCodeKey?: string;
}
