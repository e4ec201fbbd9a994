import { dmsPost } from '@/lib/api/clients';

/** POST user/outside/updPassword/ with the old and new password. Silent: the dialog shows errmsg itself. */
export const updatePassword = (body: { oldPassword: string; newPassword: string }) =>
  dmsPost<unknown>('/user/outside/updPassword/', body, { silent: true });
