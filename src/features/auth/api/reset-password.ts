import { dmsPost } from '@/lib/api/clients';
import { isApiError } from '@/lib/api/api-error';
import { encryptPassword } from './encrypt-password';

/**
 * ASSUMED (the spec says the forgot-password call paths are not shown): POST /user/out/resetPassword with
 * the account, the verification code sent by /user/out/sendActiv, and the new password (RSA-encrypted as login's). A wrong or expired
 * code answers errno 1 ('The verification code is incorrect or has expired'); nothing is changed then.
 * No call of the spec checks the code alone, so it is checked here, at the last step, which lets the user
 * correct it (see set-password-page.tsx). Silent: the page shows the refusal where it belongs.
 */
export const resetPassword = async ({ userAccount, code, newPassword }: { userAccount: string; code: string; newPassword: string }) =>
  dmsPost<unknown>('/user/out/resetPassword', { userAccount, code, newPassword: await encryptPassword(newPassword) }, { silent: true });

/** ASSUMED errno of a refused code. */
export const CODE_REFUSED_ERRNO = 1;

/** Whether the reset was refused for its code (wrong or expired), not for the password. */
export const isCodeRefused = (error: unknown) => isApiError(error) && error.kind === 'business' && error.errno === CODE_REFUSED_ERRNO;
