import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from '@/entities/files/keys';

/**
 * Set a file invalid (void) with its reason: POST /files/del/ with fileId and void (spec §7). The voided
 * file leaves the list for the recycle bin. ASSUMED: the reason travels as `reason` in the same body.
 * Silent: the dialog shows the refusal and keeps the typed reason.
 */
export const voidFile = (input: { fileId: string; reason: string }) =>
  dmsPost<unknown>('/files/del/', { fileId: input.fileId, void: true, reason: input.reason }, { silent: true });

export function useVoidFile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: voidFile, onSuccess: () => client.invalidateQueries({ queryKey: fileKeys.lists() }) });
}
