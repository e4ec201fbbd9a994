/**
 * Folders as the /dms calls send them (spec §3). Fields the spec does not show are marked ASSUMED in the
 * api file that reads them.
 */

export type FolderStatus = 'normal' | 'void';

/** A folder of the tree (GET /folder/showDirs). */
export interface FolderNode {
  id: string;
  directoryId: string;
  directoryName: string;
  fatherDirectoryId: string;
  status?: FolderStatus;
  children?: FolderNode[];
}

/** A breadcrumb item (GET folder/getPathById/{id}); dirId '0' is 'All documents'. */
export interface PathItem {
  dirId: string;
  dirName: string;
}

/** The caller's levels on a folder (GET /folder/getOptAuthByDirId). */
export interface FolderAuth {
  dirId: string;
  dirLevel: number;
  fileLevel: number;
  admin?: boolean;
  adminLevel?: number;
}

/** A folder as an action names it: the open one, a row's, or a tree node. */
export interface FolderRef {
  id: string;
  name: string;
  status?: FolderStatus;
  parentId: string | null;
}
