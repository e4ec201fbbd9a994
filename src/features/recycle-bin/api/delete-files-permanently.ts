import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { binKeys } from './query-keys';

/**
 * Delete files of the recycle bin for good: POST /files/del/complete {fileIds} (spec §7).
 * ASSUMED: fileIds is an array of ids; only voided files; all or nothing (one refusal deletes none); the
 * reply is the number deleted. The spec also lists POST /files/delByIds, which the mock answers the same
 * way; the recycle bin uses del/complete, whose fields the spec shows.
 * Not silent: a refusal ('Permission is denied', …) is shown as a toast and the files stay.
 */
export const deleteFilesPermanently = (fileIds: string[]) => dmsPost<number>('/files/del/complete', { fileIds });

export function useDeleteFilesPermanently() {
  // Favourites and recent lists elsewhere may have held the files.
  return useInvalidatingMutation(deleteFilesPermanently, { keys: [binKeys.lists()], staleEverywhere: true });
}
