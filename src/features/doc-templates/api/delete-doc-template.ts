import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { docTemplateKeys } from './keys';

/** POST /docTemplate/del {templateId}. ASSUMED: the whole call. A refusal shows as a toast. */
export const deleteDocTemplate = (templateId: string) => dmsPost<null>('/docTemplate/del', { templateId });

export function useDeleteDocTemplate() {
  return useInvalidatingMutation(deleteDocTemplate, [docTemplateKeys.all]);
}
