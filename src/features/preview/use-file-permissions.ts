import { folderCapabilities, FILE_LEVEL, mayDownloadFile } from '@/lib/permissions';
import { useFileInfo } from '@/entities/files/get-file-info';
import { useFolderAuth } from '@/entities/folders/get-folder-auth';

export interface FilePermissions {
  canDownload: boolean;
  canShare: boolean;
  /** Office editing: directory level 5 (change) or file level 50. */
  canEdit: boolean;
}

const NONE: FilePermissions = { canDownload: false, canShare: false, canEdit: false };

/**
 * What the user may do with a previewed file besides looking at it, from the file's level
 * (GET /files/getInfo) and the folder's levels (GET /folder/getOptAuthByDirId). Until both have answered,
 * or if either fails, nothing extra is offered; the server judges every call anyway.
 */
export function useFilePermissions(fileId: string): FilePermissions {
  const details = useFileInfo(fileId);
  const access = useFolderAuth(details.data?.dirId);
  if (!details.data || !access.data) return NONE;
  const caps = folderCapabilities(access.data.dirLevel, details.data.userFileLevel ?? 0, access.data.admin);
  const fileLevel = access.data.admin ? FILE_LEVEL.deleteMove : (details.data.userFileLevel ?? 0);
  return {
    canDownload: mayDownloadFile(fileLevel, Boolean(details.data.secret)),
    canShare: caps.canShare && caps.canPreview,
    canEdit: caps.canChange || caps.canDeleteOrMoveFiles,
  };
}
