import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { DirGrant, DirGrantInput } from '../types';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';

/**
 * POST /authority/saveDirGrant {roleId, dirId, dirLevel, fileLevel, inherit, dirAdmin}: creates or replaces
 * the role's permission on a folder (one per role and folder). GET /folder/getOptAuthByDirId answers the new
 * levels to the role's users at once. ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const saveDirGrant = (input: DirGrantInput) => dmsPost<DirGrant>('/authority/saveDirGrant', input, { silent: true });

export function useSaveDirGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDirGrant,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: authorityKeys.all }), client.invalidateQueries({ queryKey: folderKeys.all })]),
  });
}
