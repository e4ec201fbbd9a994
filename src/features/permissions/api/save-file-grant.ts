import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { FileGrant } from '../types';

/**
 * POST /authority/saveFileGrant {roleId, fileId, fileLevel}: the role's file level on one file, replacing the
 * folder's. ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const saveFileGrant = (input: { roleId: string; fileId: string; fileLevel: number }) =>
  dmsPost<FileGrant>('/authority/saveFileGrant', input, { silent: true });

export function useSaveFileGrant() {
  return useInvalidatingMutation(saveFileGrant, [authorityKeys.all]);
}
