import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { appConfig } from '@/lib/config';
import { rsaEncrypt } from '@/lib/crypto';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';
import type { UserInput, UserRow } from '../types';

/**
 * POST /user/add {username, useraccount, jobNumber, email, phone, userType, status, departmentId, roleIds,
 * password}: the initial password is RSA-encrypted like the login's; the user changes it at first sign-in.
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const createUser = ({ password, ...input }: UserInput & { password: string }) =>
  dmsPost<UserRow>('/user/add', { ...input, password: rsaEncrypt(password, appConfig.rsaPublicKey) }, { silent: true });

export function useCreateUser() {
  return useInvalidatingMutation(createUser, [userKeys.all, roleKeys.list()]);
}
