import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FileRow } from '../types';
import { fileKeys } from '@/entities/files/keys';

/**
 * POST /files/changeEditDate/{fileId} (spec §4, §7): a new effective date; a future date makes an expired
 * file normal again. ASSUMED: the body {editDate: 'YYYY-MM-DD'} and the reply (the file row); needs file
 * level 50 or directory level 5. Silent: the dialog shows the refusal and keeps the chosen date.
 */
export const changeEditDate = ({ fileId, editDate }: { fileId: string; editDate: string }) =>
  dmsPost<FileRow>(`/files/changeEditDate/${encodeURIComponent(fileId)}`, { editDate }, { silent: true });

export function useChangeEditDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeEditDate,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: fileKeys.lists() }), client.invalidateQueries({ queryKey: fileKeys.details() })]),
  });
}
