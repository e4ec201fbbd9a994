import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from '@/entities/files/keys';
import type { FileMetadata, FileRow } from '../../shared/types';

/**
 * POST files/updInfo {fileId, documentNumber, publisher, location, leadingDepartment, archiveArea,
 * documentCategory, fileLevel, emailNotifier}. ASSUMED: only the fields sent change; the choice fields carry
 * the parameter's English name (paramNameEn), as the listing shows them; the reply is the file row. Silent.
 */
export const updateFileInfo = (metadata: FileMetadata) => dmsPost<FileRow>('/files/updInfo', metadata, { silent: true });

export function useUpdateFileInfo() {
  return useInvalidatingMutation(updateFileInfo, { keys: (_row, metadata) => [fileKeys.detail(metadata.fileId), fileKeys.lists()] });
}
