import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';

/**
 * POST /role/del?roleId=: refused for the system manager role and for a role still held by users.
 * ASSUMED: the whole call. A refusal shows as a toast.
 */
export const deleteRole = (roleId: string) => dmsPost<null>('/role/del', undefined, { params: { roleId } });

export function useDeleteRole() {
  return useInvalidatingMutation(deleteRole, [roleKeys.all]);
}
