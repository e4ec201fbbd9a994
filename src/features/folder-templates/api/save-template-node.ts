import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';
import type { TemplateNode } from '../types';

/**
 * POST /dirTemp/updOrInsNodes (spec §7): without id adds a folder under fatherDirectoryId; with id renames
 * it. ASSUMED: body {id?, directoryName, fatherDirectoryId, rootId}, answers the node; names are unique
 * among siblings. Silent: the form shows the refusal.
 */
export const saveTemplateNode = (input: { id?: string; directoryName: string; fatherDirectoryId: string; rootId: string }) =>
  dmsPost<TemplateNode>('/dirTemp/updOrInsNodes', input, { silent: true });

export function useSaveTemplateNode() {
  return useInvalidatingMutation(saveTemplateNode, [folderTemplateKeys.all]);
}
