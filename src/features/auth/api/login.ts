import { dmsPost } from '@/lib/api/clients';
import type { LoginRequest, LoginResult } from '../types';

/** POST /user/login/outside/. Silent: the login screen shows errmsg as a warning and refreshes the captcha. */
export const login = (body: LoginRequest) => dmsPost<LoginResult>('/user/login/outside/', body, { silent: true });
