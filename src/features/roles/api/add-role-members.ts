import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';
import { userKeys } from '@/entities/users/keys';

/**
 * POST /role/addUsers {roleId, userIds}: give the role to users; answers how many changed. They see the
 * role's menus and folders from their next sign-in (at once on the server). ASSUMED: the whole call.
 * Silent: the dialog shows the refusal.
 */
export const addRoleMembers = (input: { roleId: string; userIds: string[] }) => dmsPost<number>('/role/addUsers', input, { silent: true });

export function useAddRoleMembers() {
  return useInvalidatingMutation(addRoleMembers, [roleKeys.all, userKeys.all]);
}
