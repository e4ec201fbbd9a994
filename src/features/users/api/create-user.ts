import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { appConfig } from '@/lib/config';
import { rsaEncrypt } from '@/lib/crypto';
import type { UserInput, UserRow } from '../types';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';

/**
 * POST /user/add {username, useraccount, jobNumber, email, phone, userType, status, departmentId, roleIds,
 * password}: the initial password is RSA-encrypted like the login's; the user changes it at first sign-in.
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const createUser = ({ password, ...input }: UserInput & { password: string }) =>
  dmsPost<UserRow>('/user/add', { ...input, password: rsaEncrypt(password, appConfig.rsaPublicKey) }, { silent: true });

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: roleKeys.list() })]),
  });
}
