import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';
import type { RoleInput, RoleRow } from '../types';

/**
 * POST /role/add {roleName, roleNameEn, remark?}: a new role (levels 7 / 50 / 10, menus Home and Document
 * management until changed). ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const createRole = (input: RoleInput) => dmsPost<RoleRow>('/role/add', input, { silent: true });

export function useCreateRole() {
  return useInvalidatingMutation(createRole, [roleKeys.all]);
}
