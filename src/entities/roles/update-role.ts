import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';
import { roleKeys } from './keys';
import type { RoleChange, RoleRow } from './types';

/**
 * POST /role/upd {roleId, ...the fields that change}: rename or edit a role (partial), or set its maximum
 * directory and file levels (every grant is capped by them) and its file level where it has no grant.
 * ASSUMED: the whole call. Silent: the form or the inline cell shows the refusal.
 */
export const updateRole = (input: RoleChange) => dmsPost<RoleRow>('/role/upd', input, { silent: true });

/** After it: every role list, and the levels the permission screens and the workspace show. */
export function useUpdateRole() {
  return useInvalidatingMutation(updateRole, [roleKeys.all, authorityKeys.all, folderKeys.all]);
}
