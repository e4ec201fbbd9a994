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
}
