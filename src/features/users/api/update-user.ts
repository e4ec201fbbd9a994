import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';
import type { UserInput, UserRow } from '../types';

/**
 * POST /user/upd {userId, ...fields}: a partial update. ASSUMED: the whole call. Silent: the form shows the
 * refusal.
 */
export const updateUser = (input: Partial<UserInput> & { userId: string }) => dmsPost<UserRow>('/user/upd', input, { silent: true });

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, [userKeys.all, roleKeys.list()]);
}
