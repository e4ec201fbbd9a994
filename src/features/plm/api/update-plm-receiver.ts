import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { PlmReceiver, PlmReceiverInput } from '../types';
import { plmKeys } from './query-keys';

/**
 * POST /plmReceiver/upd {id, receiverName, email, department?, remark?}: answers the changed receiver.
 * ASSUMED: path, body and reply. Silent: the dialog shows the refusal and keeps what was typed.
 */
export const updatePlmReceiver = (input: PlmReceiverInput & { id: string }) =>
  dmsPost<PlmReceiver>('/plmReceiver/upd', input, { silent: true });

export function useUpdatePlmReceiver() {
  return useInvalidatingMutation(updatePlmReceiver, [plmKeys.lists()]);
}
