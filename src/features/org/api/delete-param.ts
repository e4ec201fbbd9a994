import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsRequest } from '@/lib/api/clients';
import { fileParamKeys } from '@/entities/file-params/keys';

/**
 * DELETE /fileParam/deleteFileParamConfigById/{id} (spec §7). ASSUMED: refuses an area with sub-areas and a
 * department that still has users. A refusal shows as a toast.
 */
export const deleteParam = (id: string) =>
  dmsRequest<null>({ url: `/fileParam/deleteFileParamConfigById/${encodeURIComponent(id)}`, method: 'DELETE' });

export function useDeleteParam() {
  return useInvalidatingMutation(deleteParam, [fileParamKeys.all]);
}
