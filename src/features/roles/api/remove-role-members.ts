import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';

/**
 * POST /role/removeUsers {roleId, userIds}: take the role from users; answers how many changed. A system
 * manager cannot remove itself from the system manager role. ASSUMED: the whole call. A refusal shows as a
 * toast.
 */
export const removeRoleMembers = (input: { roleId: string; userIds: string[] }) => dmsPost<number>('/role/removeUsers', input);

export function useRemoveRoleMembers() {
  return useInvalidatingMutation(removeRoleMembers, [roleKeys.all, userKeys.all]);
}
