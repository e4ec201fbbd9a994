import { dmsPost } from '@/lib/api/clients';
import { encryptPassword } from './encrypt-password';

/** POST user/outside/activate/ (first login: new password, account activated), RSA-encrypted as login's. */
export const activateAccount = async ({ newPassword }: { newPassword: string }) =>
  dmsPost<unknown>('/user/outside/activate/', { newPassword: await encryptPassword(newPassword) });
