/**
 * The document workspace's data as the /dms calls send it (spec §3). Fields the spec does not show are
 * marked ASSUMED in the api file that reads them.
 */

import type { FileRow, FolderRow, ListRow } from '@/entities/files/types';

export type { FolderAuth, FolderNode, FolderStatus, PathItem } from '@/entities/folders/types';
export type {
  FileInfo,
  FileListQuery,
  FileRow,
  FileStatus,
  FileVersion,
  FolderRow,
  FoundFile,
  ListRow,
  OrderColumn,
} from '@/entities/files/types';
export type { FileParam, FileParamKey } from '@/entities/file-params/types';
export type { TemplateNode } from '@/entities/folder-templates/types';

export const isFolderRow = (row: ListRow): row is FolderRow => row.dataType === 0;
export const isFileRow = (row: ListRow): row is FileRow => row.dataType === 1;
/** The stable key of a row (folders and files have separate id spaces). */
export const rowKey = (row: ListRow) => (isFolderRow(row) ? `d${row.id}` : `f${row.fileId}`);

export type SortField = 'fileName' | 'updateTime' | 'editDate';
export type SortOrder = 'asc' | 'desc';

/** The metadata POST files/updInfo changes: the file's id and any of its metadata fields. */
export type FileMetadata = Pick<FileRow, 'fileId'> &
  Partial<
    Pick<
      FileRow,
      | 'fileName'
      | 'documentNumber'
      | 'publisher'
      | 'location'
      | 'leadingDepartment'
      | 'archiveArea'
      | 'documentCategory'
      | 'fileLevel'
      | 'emailNotifier'
    >
  >;

/** A folder template (GET /folder/getDirTempList). */
export interface FolderTemplate {
  mapId: string;
  tempName: string;
  tempRootId: string;
  remark?: string;
}

/** A find-anywhere match (GET /files/getFatherDirPathByFileName). */
