import { dmsGet } from '@/lib/api/clients';
import type { SessionUser } from '@/lib/session';

/** GET /user/getUserinfo: the signed-in user. */
export const getUserInfo = () => dmsGet<SessionUser>('/user/getUserinfo');
