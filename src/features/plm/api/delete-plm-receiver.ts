import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { plmKeys } from './query-keys';

/**
 * POST /plmReceiver/del {id}. ASSUMED: path and body. Not silent: a refusal is shown as a toast and the
 * row stays.
 */
export const deletePlmReceiver = (id: string) => dmsPost<null>('/plmReceiver/del', { id });

export function useDeletePlmReceiver() {
  return useInvalidatingMutation(deletePlmReceiver, [plmKeys.lists()]);
}
