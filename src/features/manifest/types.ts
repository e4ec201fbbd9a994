export type { FolderNode } from '@/entities/folders/types';
export type { FileParam, FileParamKey } from '@/entities/file-params/types';

/** A row of the system file manifest: a file row as the file list gives it (fields ASSUMED, §2 display list). */
export interface SystemFile {
  fileId: string;
  fileName: string;
  fileType: string;
  dirId: string;
  documentNumber: string;
  revision: number;
  status: 'normal' | 'expired';
  editDate: string;
  updateTime: string;
  leadingDepartment: string;
  documentCategory: string;
  fileLevel: string;
  archiveArea: string;
  publisher: string;
  fileSize: string;
}

export type FileStatusFilter = 'normal' | 'expired';

/** What the filter row holds (also the body of the list and export calls, once compacted). */
export interface ManifestFilters {
  fileName?: string;
  documentNumber?: string;
  leadingDepartment?: string;
  documentCategory?: string;
  status?: FileStatusFilter;
}

export interface ManifestFilterParams extends ManifestFilters {
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}

export interface ManifestPageQuery {
  current: number;
  size: number;
  filters: ManifestFilterParams;
}

export type FolderExportScope = 'current' | 'all';

/** The folder export request of spec §3: directoryId, type and extra filters. */
export interface FolderExportRequest {
  directoryId: string;
  type: FolderExportScope;
  fileName?: string;
  documentNumber?: string;
  status?: FileStatusFilter;
}

/** What the folder export dialog holds. */
export interface FolderExportForm {
  directoryId?: string;
  type: FolderExportScope;
  fileName?: string;
  status?: FileStatusFilter;
}
