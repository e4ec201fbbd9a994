import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsRequest } from '@/lib/api/clients';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';

/** GET /dirTemp/delTempById?tempId= (spec §7; the template's mapId): the template and its folders. A refusal shows as a toast. */
export const deleteTemplate = (tempId: string) => dmsRequest<null>({ url: '/dirTemp/delTempById', method: 'GET', params: { tempId } });

export function useDeleteTemplate() {
  return useInvalidatingMutation(deleteTemplate, [folderTemplateKeys.all]);
}
