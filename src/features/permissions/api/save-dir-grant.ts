import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';
import type { DirGrant, DirGrantInput } from '../types';

/**
 * POST /authority/saveDirGrant {roleId, dirId, dirLevel, fileLevel, inherit, dirAdmin}: creates or replaces
 * the role's permission on a folder (one per role and folder). GET /folder/getOptAuthByDirId answers the new
 * levels to the role's users at once. ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const saveDirGrant = (input: DirGrantInput) => dmsPost<DirGrant>('/authority/saveDirGrant', input, { silent: true });

export function useSaveDirGrant() {
  return useInvalidatingMutation(saveDirGrant, [authorityKeys.all, folderKeys.all]);
}
