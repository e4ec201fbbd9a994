import { dmsRequest } from '@/lib/api/clients';

/** GET /user/logout (token header). Silent: a failure has its own message (login.loginfail). */
export const logout = () => dmsRequest<unknown>({ url: '/user/logout', method: 'GET', silent: true });
