import { dmsPost } from '@/lib/api/clients';

/** POST user/outside/activate/ (first login: new password, account activated). */
export const activateAccount = (body: { newPassword: string }) => dmsPost<unknown>('/user/outside/activate/', body);
