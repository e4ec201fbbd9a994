/**
 * What the user may do in a folder, from the levels the server reported when the folder was entered
 * (GET /folder/getOptAuthByDirId), mapped once through `folderCapabilities` (spec §6). Screens ask these
 * named questions, never for level numbers.
 */
import { ADMIN_LEVEL, folderCapabilities, type FolderCapabilities } from '@/lib/permissions';
import type { FolderAuth, FolderStatus } from './types';
import { ROOT_DIR_ID } from './url-state';

/** Until the server has answered (or when it could not), nothing is offered. */
export const NO_CAPABILITIES: FolderCapabilities = folderCapabilities(0, 0, false);

export function capabilitiesOf(auth: FolderAuth | undefined): FolderCapabilities {
  if (!auth) return NO_CAPABILITIES;
  const admin = auth.admin === true || Number(auth.adminLevel) >= ADMIN_LEVEL;
  return folderCapabilities(Number(auth.dirLevel) || 0, Number(auth.fileLevel) || 0, admin);
}

export interface FolderActions {
  /** Create a subfolder, or subfolders from a template: level 3 (add child directory). */
  addChild: boolean;
  /** Rename: level 5 (change). */
  rename: boolean;
  /** Move (drag and drop or the move dialog): level 6. */
  move: boolean;
  /** Set invalid: level 7. */
  setVoid: boolean;
  /** Restart a void folder: level 7. */
  restart: boolean;
  /** Delete: level 7. */
  remove: boolean;
}

/**
 * The folder actions the user may take on a folder. The root ('All documents') is never renamed, moved,
 * voided or deleted; a void folder only offers restarting (and deleting), since nothing can be added to it.
 */
export function folderActionsFor(caps: FolderCapabilities, folder: { id: string; status?: FolderStatus }): FolderActions {
  const isRoot = folder.id === ROOT_DIR_ID;
  const isVoid = folder.status === 'void';
  return {
    addChild: caps.canAddChild && !isVoid,
    rename: caps.canChange && !isRoot && !isVoid,
    move: caps.canMove && !isRoot,
    setVoid: caps.canDelete && !isRoot && !isVoid,
    restart: caps.canDelete && !isRoot && isVoid,
    remove: caps.canDelete && !isRoot,
  };
}

/** Metadata of a file may be edited with directory level 5 (change) or file level 50. */
export const canEditFileMetadata = (caps: FolderCapabilities) => caps.canChange || caps.canDeleteOrMoveFiles;
