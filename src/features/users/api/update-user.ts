import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { UserInput, UserRow } from '../types';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';

/**
 * POST /user/upd {userId, ...fields}: a partial update. ASSUMED: the whole call. Silent: the form shows the
 * refusal.
 */
export const updateUser = (input: Partial<UserInput> & { userId: string }) => dmsPost<UserRow>('/user/upd', input, { silent: true });

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: roleKeys.list() })]),
  });
}
