import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FileMetadata, FileRow } from '../../shared/types';
import { fileKeys } from '@/entities/files/keys';

/**
 * POST files/updInfo {fileId, documentNumber, publisher, location, leadingDepartment, archiveArea,
 * documentCategory, fileLevel, emailNotifier}. ASSUMED: only the fields sent change; the choice fields carry
 * the parameter's English name (paramNameEn), as the listing shows them; the reply is the file row. Silent.
 */
export const updateFileInfo = (metadata: FileMetadata) => dmsPost<FileRow>('/files/updInfo', metadata, { silent: true });

export function useUpdateFileInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFileInfo,
    onSuccess: (_row, metadata) =>
      Promise.all([
        client.invalidateQueries({ queryKey: fileKeys.detail(metadata.fileId) }),
        client.invalidateQueries({ queryKey: fileKeys.lists() }),
      ]),
  });
}
