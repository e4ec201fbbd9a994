import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';

/** GET /dirTemp/delTempById?tempId= (spec §7; the template's mapId): the template and its folders. A refusal shows as a toast. */
export const deleteTemplate = (tempId: string) => dmsGet<null>('/dirTemp/delTempById', { params: { tempId } });

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: () => client.invalidateQueries({ queryKey: folderTemplateKeys.all }) });
}
