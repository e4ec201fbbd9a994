/**
 * Files as the /dms calls send them (spec §3): the rows of a folder's list and a file's details. Fields the
 * spec does not show are marked ASSUMED in the api file that reads them.
 */
import type { FolderStatus, PathItem } from '@/entities/folders/types';

export type FileStatus = 'normal' | 'expired' | 'void';

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

/** An overdue (expired) system file, as GET /files/selectExpireSysFile answers it. */
export interface OverdueFile {
  fileId: string;
  fileName: string;
  fileType: string;
  revision: number;
  documentNumber?: string;
  dirId: string;
  dirName: string;
  leadingDepartment?: string;
  /** The effective date that has passed. */
  editDate: string;
  updateTime: string;
  /** Directory level 0–7 on the file's folder. */
  userDirLevel: number;
  /** File level 0–50 on the file. */
  userFileLevel: number;
}

/** The query of GET /files/selectExpireSysFile. */
export interface OverdueQuery {
  current: number;
  size: number;
  fileName?: string;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}

export interface FoundFile {
  fileId: string;
  fileName: string;
  fileType?: string;
  dirId: string;
  status?: FileStatus;
  path?: PathItem[];
  pathName?: string;
}
