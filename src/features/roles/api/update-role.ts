import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { RoleInput, RoleRow } from '../types';
import { roleKeys } from './keys';

/**
 * POST /role/upd {roleId, roleName?, roleNameEn?, remark?}: rename or edit a role (partial).
 * ASSUMED: the whole call. Silent: the form or the inline cell shows the refusal.
 */
export const updateRole = (input: Partial<RoleInput> & { roleId: string }) => dmsPost<RoleRow>('/role/upd', input, { silent: true });

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRole, onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }) });
}
