import { dmsPost } from '@/lib/api/clients';

/** POST /user/out/sendActiv?userAccount=: sends a verification code for a password reset. */
export const sendActivation = (userAccount: string) => dmsPost<unknown>('/user/out/sendActiv', undefined, { params: { userAccount } });
