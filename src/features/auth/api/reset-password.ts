import { dmsPost } from '@/lib/api/clients';

/**
 * ASSUMED (the spec says the forgot-password call paths are not shown): POST /user/out/resetPassword with
 * the account, the verification code sent by /user/out/sendActiv, and the new password.
 */
export const resetPassword = (body: { userAccount: string; code: string; newPassword: string }) =>
  dmsPost<unknown>('/user/out/resetPassword', body);
