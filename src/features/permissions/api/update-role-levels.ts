import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { RoleLevels, RoleSummary } from '../types';
import { authorityKeys, foldersKey, rolesKey } from './keys';

/**
 * POST /role/upd {roleId, maxDirLevel, maxFileLevel, defaultFileLevel}: a role's maximum directory and file
 * levels (every grant is capped by them) and its file level where it has no grant. ASSUMED: the whole call.
 * Silent: the form shows the refusal.
 */
export const updateRoleLevels = (input: RoleLevels & { roleId: string }) => dmsPost<RoleSummary>('/role/upd', input, { silent: true });

export function useUpdateRoleLevels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoleLevels,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rolesKey }),
        client.invalidateQueries({ queryKey: authorityKeys.all }),
        client.invalidateQueries({ queryKey: foldersKey }),
      ]),
  });
}
