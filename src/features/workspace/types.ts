/**
 * The document workspace's data as the /dms calls send it (spec §3). Fields the spec does not show are
 * marked ASSUMED in the api file that reads them.
 */

export type FolderStatus = 'normal' | 'void';
export type FileStatus = 'normal' | 'expired' | 'void';

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

/** A folder row of the list (dataType 0). */
export interface FolderRow {
  dataType: 0;
  id: string;
  directoryId: string;
  directoryName: string;
  fileName: string;
  fatherDirectoryId: string;
  status: FolderStatus;
  createTime?: string;
  updateTime?: string;
  uploader?: string;
}

/** A file row of the list (dataType 1). */
export interface FileRow {
  dataType: 1;
  id: string;
  fileId: string;
  fileName: string;
  /** ASSUMED: the name of the file uploaded as the current version, when it differs (the document keeps its name). */
  versionFileName?: string;
  /** With the leading dot: '.docx'. */
  fileType: string;
  revision: number;
  totalSize: number;
  /** Human-readable size, e.g. '1.2 MB'. */
  fileSize?: string;
  dirId: string;
  status: FileStatus;
  createTime?: string;
  updateTime?: string;
  /** Effective date. */
  editDate?: string;
  documentNumber?: string;
  publisher?: string;
  updater?: string;
  uploader?: string;
  location?: string;
  leadingDepartment?: string;
  archiveArea?: string;
  documentCategory?: string;
  fileLevel?: string;
  emailNotifier?: string;
  labels?: string[];
  secret?: boolean;
  versionCount?: number;
}

export type ListRow = FolderRow | FileRow;

export const isFolderRow = (row: ListRow): row is FolderRow => row.dataType === 0;
export const isFileRow = (row: ListRow): row is FileRow => row.dataType === 1;
/** The stable key of a row (folders and files have separate id spaces). */
export const rowKey = (row: ListRow) => (isFolderRow(row) ? `d${row.id}` : `f${row.fileId}`);

export type SortField = 'fileName' | 'updateTime' | 'editDate';
export type SortOrder = 'asc' | 'desc';
export type OrderColumn = 'file_name' | 'update_time' | 'edit_date';

/** The list query of spec §3/§7. */
export interface FileListQuery {
  dirId: string;
  current: number;
  size: number;
  fileName?: string;
  orderColumn?: OrderColumn;
  order?: 'ASC' | 'DESC';
  /** ASSUMED: only the caller's files filed under this favourites label (the toolbar's label filter). */
  signName?: string;
}

export interface FileVersion {
  revision: number;
  fileName: string;
  totalSize: number;
  updateTime: string;
  updater: string;
  remark?: string;
}

/** GET /files/getInfo/{id}. */
export interface FileInfo extends FileRow {
  versions?: FileVersion[];
  path?: PathItem[];
  /** The caller's file level on this file. */
  userFileLevel?: number;
}

export type FileParamKey = 'department' | 'area' | 'tier';

/** A file parameter (GET /fileParam/getByType/{key}). */
export interface FileParam {
  id: string;
  type?: string;
  paramName: string;
  paramNameEn?: string;
  parentId?: string;
  code?: string;
}

/** The metadata POST files/updInfo changes. */
export interface FileMetadata {
  fileId: string;
  documentNumber?: string;
  publisher?: string;
  location?: string;
  leadingDepartment?: string;
  archiveArea?: string;
  documentCategory?: string;
  fileLevel?: string;
  emailNotifier?: string;
}

/** A folder template (GET /folder/getDirTempList). */
export interface FolderTemplate {
  mapId: string;
  tempName: string;
  tempRootId: string;
  remark?: string;
}

/** A node of a template's tree (GET /folder/getDirTempByRootId). */
export interface TemplateNode {
  id: string;
  directoryName: string;
  fatherDirectoryId?: string;
  rootId?: string;
  children?: TemplateNode[];
}

/** A find-anywhere match (GET /files/getFatherDirPathByFileName). */
export interface FoundFile {
  fileId: string;
  fileName: string;
  fileType?: string;
  dirId: string;
  status?: FileStatus;
  path?: PathItem[];
  pathName?: string;
}
