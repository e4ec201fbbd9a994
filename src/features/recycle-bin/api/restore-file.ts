import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { restoreFile } from '@/entities/files/restore-file';
import type { BatchOutcome, BinFile } from '../types';
import { binBatchRefresh, eachFile } from './batch';

/** Restore several files one by one (POST /files/reduction/{id}); a failure does not stop the others. */
export async function restoreFiles(files: BinFile[]): Promise<BatchOutcome<BinFile>> {
  return eachFile(files, (file) => restoreFile(file.fileId));
}

export function useRestoreFiles() {
  // Restored files are back in their folders: every other screen's cached lists are out of date.
  return useInvalidatingMutation(restoreFiles, binBatchRefresh);
}
