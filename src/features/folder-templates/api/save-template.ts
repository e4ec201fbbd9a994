import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';
import type { FolderTemplate } from '../types';

/**
 * POST /dirTemp/updOrInsTemp (spec §7): without mapId creates a template (and its root folder, named like
 * it); with mapId renames it. ASSUMED: body {mapId?, tempName, remark?}, answers the template. Silent: the
 * form or the inline cell shows the refusal.
 */
export const saveTemplate = (input: { mapId?: string; tempName: string; remark?: string }) =>
  dmsPost<FolderTemplate>('/dirTemp/updOrInsTemp', input, { silent: true });

export function useSaveTemplate() {
  return useInvalidatingMutation(saveTemplate, [folderTemplateKeys.all]);
}
