import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';

/**
 * POST /dirTemp/delNodesById (spec §7): deletes folders of a template with everything under them (never the
 * root). ASSUMED: body {ids}, answers the number deleted. A refusal shows as a toast.
 */
export const deleteTemplateNodes = (ids: string[]) => dmsPost<number>('/dirTemp/delNodesById', { ids });

export function useDeleteTemplateNodes() {
  return useInvalidatingMutation(deleteTemplateNodes, [folderTemplateKeys.all]);
}
