import { dmsGet } from '@/lib/api/clients';
import type { LoginResult } from '../types';

/** GET user/checkToken/{userAccount}/{loginKey}: hand-off from the central login. */
export const checkToken = (userAccount: string, loginKey: string) =>
  dmsGet<LoginResult>(`/user/checkToken/${encodeURIComponent(userAccount)}/${encodeURIComponent(loginKey)}`);
