import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from '@/entities/files/keys';
import type { FileRow } from '../../shared/types';

export interface MoveFilesInput {
  fileIds: string[];
  /** The folder the files go to. */
  dirId: string;
}

/**
 * Move files (spec §4, §7): one file with POST /files/updFather/ {fileId, dirId}, several with
 * POST /files/updFatherByIds/ {fileIds, dirId}. The server needs file level 50 or directory level 6 where
 * the files are, and directory level 2 (upload) in the target. ASSUMED: the field names and the replies
 * (the moved file row, or the rows moved; the batch is all-or-nothing). Silent: the dialog shows refusals.
 */
export async function moveFiles({ fileIds, dirId }: MoveFilesInput): Promise<FileRow[]> {
  if (fileIds.length === 1) return [await dmsPost<FileRow>('/files/updFather/', { fileId: fileIds[0], dirId }, { silent: true })];
  return dmsPost<FileRow[]>('/files/updFatherByIds/', { fileIds, dirId }, { silent: true });
}

export function useMoveFiles() {
  return useInvalidatingMutation(moveFiles, [fileKeys.lists(), fileKeys.details()]);
}
