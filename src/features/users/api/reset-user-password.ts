import { useMutation } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { appConfig } from '@/lib/config';
import { rsaEncrypt } from '@/lib/crypto';

/**
 * POST /user/resetPassword {userId, newPassword}: a temporary password (RSA-encrypted like the login's);
 * the user must change it at the next sign-in and is signed out everywhere. ASSUMED: the whole call.
 * Silent: the form shows the refusal.
 */
export const resetUserPassword = ({ userId, newPassword }: { userId: string; newPassword: string }) =>
  dmsPost<null>('/user/resetPassword', { userId, newPassword: rsaEncrypt(newPassword, appConfig.rsaPublicKey) }, { silent: true });

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
