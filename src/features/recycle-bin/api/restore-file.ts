import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost, unknownErrorMessage } from '@/lib/api/clients';
import type { BatchOutcome, BinFile } from '../types';
import { binKeys } from './query-keys';

/**
 * Restore a voided file from the recycle bin to its folder: POST /files/reduction/{id} (spec §7), no body.
 * ASSUMED: the reply is the restored file row; the server refuses (errno non-zero) when the name is now
 * taken in the folder, the folder is void, or the user lacks file level 50 / directory level 7.
 * Silent: the screen lists each file's failure.
 */
export const restoreFile = (fileId: string) => dmsPost<unknown>(`/files/reduction/${encodeURIComponent(fileId)}`, undefined, { silent: true });

/** Restore several files one by one; a failure does not stop the others. */
export async function restoreFiles(files: BinFile[]): Promise<BatchOutcome<BinFile>> {
  const outcome: BatchOutcome<BinFile> = { done: [], failed: [] };
  for (const file of files) {
    try {
      await restoreFile(file.fileId);
      outcome.done.push(file);
    } catch (error) {
      outcome.failed.push({ item: file, message: error instanceof Error ? error.message : unknownErrorMessage() });
    }
  }
  return outcome;
}

export function useRestoreFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreFiles,
    onSuccess: async (outcome) => {
      if (outcome.done.length === 0) return;
      // Restored files are back in their folders: every other screen's cached lists are out of date
      // (marked stale, refetched when shown); the bin reloads now.
      await client.invalidateQueries({ refetchType: 'none' });
      await client.invalidateQueries({ queryKey: binKeys.lists() });
    },
  });
}
