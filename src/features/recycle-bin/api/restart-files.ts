import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { restartFile } from '@/entities/files/set-file-void';
import type { BatchOutcome, BinFile } from '../types';
import { binBatchRefresh, eachFile } from './batch';

/**
 * Restart voided files with one reason (spec §4–5: restarting asks a reason), one call per file, one after
 * another: POST /files/del/ {fileId, void: false, reason}. A refusal (the name now taken in the folder, a void
 * folder, no file level 50 / directory level 7) is that file's own; the others go ahead.
 */
export async function restartFiles({ files, reason }: { files: BinFile[]; reason: string }): Promise<BatchOutcome<BinFile>> {
  return eachFile(files, (file) => restartFile({ fileId: file.fileId, reason }));
}

export function useRestartFiles() {
  // Restarted files are back in their folders: every other screen's cached lists are out of date.
  return useInvalidatingMutation(restartFiles, binBatchRefresh);
}
