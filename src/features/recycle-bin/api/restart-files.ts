import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unknownErrorMessage } from '@/lib/api/clients';
import { restartFile } from '@/entities/files/set-file-void';
import type { BatchOutcome, BinFile } from '../types';
import { binKeys } from './query-keys';

/**
 * Restart voided files with one reason (spec §4–5: restarting asks a reason), one call per file, one after
 * another: POST /files/del/ {fileId, void: false, reason}. A refusal (the name now taken in the folder, a void
 * folder, no file level 50 / directory level 7) is that file's own; the others go ahead.
 */
export async function restartFiles({ files, reason }: { files: BinFile[]; reason: string }): Promise<BatchOutcome<BinFile>> {
  const outcome: BatchOutcome<BinFile> = { done: [], failed: [] };
  for (const file of files) {
    try {
      await restartFile({ fileId: file.fileId, reason });
      outcome.done.push(file);
    } catch (error) {
      outcome.failed.push({ item: file, message: error instanceof Error ? error.message : unknownErrorMessage() });
    }
  }
  return outcome;
}

export function useRestartFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restartFiles,
    onSuccess: async (outcome) => {
      if (outcome.done.length === 0) return;
      // Restarted files are back in their folders: every other screen's cached lists are out of date (marked
      // stale, refetched when shown); the bin reloads now.
      await client.invalidateQueries({ refetchType: 'none' });
      await client.invalidateQueries({ queryKey: binKeys.lists() });
    },
  });
}
