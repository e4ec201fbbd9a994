import { dmsGet } from '@/lib/api/clients';

/** GET /user/logout (token header). Silent: a failure has its own message (login.loginfail). */
export const logout = () => dmsGet<unknown>('/user/logout', { silent: true });
