import { folderCapabilities, FILE_LEVEL } from '@/lib/permissions';
import { useFileDetails } from './api/get-file-details';
import { useFolderAccess } from './api/get-folder-access';

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
  const details = useFileDetails(fileId);
  const access = useFolderAccess(details.data?.dirId);
  if (!details.data || !access.data) return NONE;
  const secret = Boolean(details.data.secret);
  const caps = folderCapabilities(access.data.dirLevel, details.data.userFileLevel, access.data.admin);
  const fileLevel = access.data.admin ? FILE_LEVEL.deleteMove : details.data.userFileLevel;
  return {
    canDownload: caps.canDownload && (!secret || fileLevel >= FILE_LEVEL.secret),
    canShare: caps.canShare && caps.canPreview,
    canEdit: caps.canChange || caps.canDeleteOrMoveFiles,
  };
}
