/**
 * Permissions computed once into named capabilities (spec §6). Screens ask for capabilities, never for
 * raw level numbers.
 *   Directory levels: 0 no see, 1 see, 2 upload, 3 add child directory, 4 share, 5 change, 6 move, 7 delete.
 *   File levels: 0 see, 10 preview, 20 collect, 30 download, 40 secret class, 50 delete/move.
 *   Admin level 10000.
 */
import type { Rights } from './session';

export const DIR_LEVEL = { none: 0, see: 1, upload: 2, addChild: 3, share: 4, change: 5, move: 6, delete: 7 } as const;
export const FILE_LEVEL = { see: 0, preview: 10, collect: 20, download: 30, secret: 40, deleteMove: 50 } as const;
/** Whether a file level may download a file: download (30), or secret (40) for a secret file. */
export const mayDownloadFile = (fileLevel: number, secret = false) =>
  fileLevel >= FILE_LEVEL.download && (!secret || fileLevel >= FILE_LEVEL.secret);

export const ADMIN_LEVEL = 10000;
export const DEFAULT_LEVEL = 1;

/** The rights entry whose first item's level marks an administrator (§6). */
export const ADMIN_RIGHTS_ID = '123';

/** Screen-level capabilities (what the route table can require). */
export type Capability = 'systemManager';

/** §6: an admin-only element is shown only if rights entry 123 has a first item with a level. */
export function hasAdminRights(rights: Rights): boolean {
  const first = rights[ADMIN_RIGHTS_ID]?.[0];
  return first?.level !== undefined && first.level !== null;
}

export function hasCapability(capability: Capability, rights: Rights): boolean {
  switch (capability) {
    case 'systemManager':
      return hasAdminRights(rights);
  }
}

export interface FolderCapabilities {
  canSee: boolean;
  canUpload: boolean;
  canAddChild: boolean;
  canShare: boolean;
  canChange: boolean;
  canMove: boolean;
  canDelete: boolean;
  canPreview: boolean;
  canCollect: boolean;
  canDownload: boolean;
  canSeeSecret: boolean;
  canDeleteOrMoveFiles: boolean;
}

/** Directory level (0–7), file level (0–50) and admin flag into what the user may do in a folder. */
export function folderCapabilities(dirLevel: number, fileLevel: number, admin = false): FolderCapabilities {
  const dir = admin ? DIR_LEVEL.delete : dirLevel;
  const file = admin ? FILE_LEVEL.deleteMove : fileLevel;
  return {
    canSee: dir >= DIR_LEVEL.see,
    canUpload: dir >= DIR_LEVEL.upload,
    canAddChild: dir >= DIR_LEVEL.addChild,
    canShare: dir >= DIR_LEVEL.share,
    canChange: dir >= DIR_LEVEL.change,
    canMove: dir >= DIR_LEVEL.move,
    canDelete: dir >= DIR_LEVEL.delete,
    canPreview: file >= FILE_LEVEL.preview,
    canCollect: file >= FILE_LEVEL.collect,
    canDownload: file >= FILE_LEVEL.download,
    canSeeSecret: file >= FILE_LEVEL.secret,
    canDeleteOrMoveFiles: file >= FILE_LEVEL.deleteMove,
  };
}
