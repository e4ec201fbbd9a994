import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { PlmReceiver, PlmReceiverInput } from '../types';
import { plmKeys } from './query-keys';

/**
 * POST /plmReceiver/add {receiverName, email, department?, remark?}: answers the new receiver.
 * ASSUMED: path, body and reply; the server refuses an invalid or duplicate email (errno 400 / 409).
 * Silent: the dialog shows the refusal and keeps what was typed.
 */
export const addPlmReceiver = (input: PlmReceiverInput) => dmsPost<PlmReceiver>('/plmReceiver/add', input, { silent: true });

export function useAddPlmReceiver() {
  return useInvalidatingMutation(addPlmReceiver, [plmKeys.lists()]);
}
