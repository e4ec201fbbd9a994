import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from './keys';
import type { FileRow } from './types';

/**
 * POST /files/changeEditDate/{fileId} (spec §4, §7): a new effective date for one file; a future date makes
 * an expired file normal again (the workspace's restore dialog, the overdue list).
 * ASSUMED: the body {editDate: 'YYYY-MM-DD'}, as every effective date in the contract; the reply is the file
 * row; needs file level 50 or directory level 5. Silent: the dialog shows the refusal and keeps the date.
 */
export const changeEditDate = ({ fileId, editDate }: { fileId: string; editDate: string }) =>
  dmsPost<FileRow>(`/files/changeEditDate/${encodeURIComponent(fileId)}`, { editDate }, { silent: true });

/**
 * After it: every screen showing the file's status (reports, the manifest, the dashboard) is marked stale,
 * and the file lists, details and overdue lists on screen are read again.
 */
export function useChangeEditDate() {
  return useInvalidatingMutation(changeEditDate, { keys: [fileKeys.all], staleEverywhere: true });
}
