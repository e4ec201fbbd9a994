import { dmsPost } from '@/lib/api/clients';

/**
 * Restore a voided file from the recycle bin to its folder as it was: POST /files/reduction/{id} (spec §7), no
 * body, no reason. ASSUMED: the reply is the restored file row; the server refuses (errno non-zero) when the
 * name is now taken in the folder, the folder is void, or the user lacks file level 50 / directory level 7.
 * Shared by the recycle bin (restore) and the workspace (undoing a set invalid). Silent: each caller shows
 * the refusal.
 */
export const restoreFile = (fileId: string) =>
  dmsPost<unknown>(`/files/reduction/${encodeURIComponent(fileId)}`, undefined, { silent: true });
