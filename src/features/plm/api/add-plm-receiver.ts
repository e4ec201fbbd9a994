import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlmReceiver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plmKeys.lists() }),
  });
}
