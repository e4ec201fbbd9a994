import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { BatchOutcome, BinFile } from '../types';
import { binBatchRefresh, eachFile } from './batch';

/**
 * Restore a voided file from the recycle bin to its folder: POST /files/reduction/{id} (spec §7), no body.
 * ASSUMED: the reply is the restored file row; the server refuses (errno non-zero) when the name is now
 * taken in the folder, the folder is void, or the user lacks file level 50 / directory level 7.
 * Silent: the screen lists each file's failure.
 */
export const restoreFile = (fileId: string) =>
  dmsPost<unknown>(`/files/reduction/${encodeURIComponent(fileId)}`, undefined, { silent: true });

/** Restore several files one by one; a failure does not stop the others. */
export async function restoreFiles(files: BinFile[]): Promise<BatchOutcome<BinFile>> {
  return eachFile(files, (file) => restoreFile(file.fileId));
}

export function useRestoreFiles() {
  // Restored files are back in their folders: every other screen's cached lists are out of date.
  return useInvalidatingMutation(restoreFiles, binBatchRefresh);
}
