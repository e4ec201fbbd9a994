import { dmsPost } from '@/lib/api/clients';
import { encryptPassword } from './encrypt-password';

/**
 * POST user/outside/updPassword/ with the old and new password, each RSA-encrypted as login sends its
 * password (spec §3: the client encrypts credentials). Silent: the dialog shows errmsg itself.
 */
export const updatePassword = async ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
  dmsPost<unknown>(
    '/user/outside/updPassword/',
    { oldPassword: await encryptPassword(oldPassword), newPassword: await encryptPassword(newPassword) },
    { silent: true },
  );
