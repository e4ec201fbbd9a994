import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { overdueKeys } from './query-keys';

/**
 * Restore one expired file to normal with a new effective date: POST /files/changeEditDate/{fileId}
 * (spec §7 shows only the path).
 * ASSUMED: body {editDate} ('YYYY-MM-DD', as every effective date in the contract); the reply is the file row.
 * Silent: the date dialog shows the refusal and keeps the chosen date.
 */
export const changeEffectiveDate = (input: { fileId: string; editDate: string }) =>
  dmsPost<unknown>(`/files/changeEditDate/${encodeURIComponent(input.fileId)}`, { editDate: input.editDate }, { silent: true });

export function useChangeEffectiveDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEffectiveDate,
    onSuccess: async () => {
      await client.invalidateQueries({ refetchType: 'none' });
      await client.invalidateQueries({ queryKey: overdueKeys.lists() });
    },
  });
}
