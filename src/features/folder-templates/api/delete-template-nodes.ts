import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';

/**
 * POST /dirTemp/delNodesById (spec §7): deletes folders of a template with everything under them (never the
 * root). ASSUMED: body {ids}, answers the number deleted. A refusal shows as a toast.
 */
export const deleteTemplateNodes = (ids: string[]) => dmsPost<number>('/dirTemp/delNodesById', { ids });

export function useDeleteTemplateNodes() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTemplateNodes, onSuccess: () => client.invalidateQueries({ queryKey: folderTemplateKeys.all }) });
}
