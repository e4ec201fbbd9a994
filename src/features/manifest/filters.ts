import { compactFilters, sortParams, type SortState } from '@/lib/list-query';
import type { FolderExportForm, FolderExportRequest, ManifestFilterParams, ManifestFilters, ManifestPageQuery } from './types';

/** Table columns that sort on the server, and the server's names for them. */
export const MANIFEST_SORT_COLUMNS: Record<string, string> = {
  documentNumber: 'document_number',
  fileName: 'file_name',
  revision: 'revision',
  editDate: 'edit_date',
  updateTime: 'update_time',
  leadingDepartment: 'leading_department',
  documentCategory: 'document_category',
};

/** The body of the manifest list and of its export: the filters and the order the table shows. */
export function toManifestParams(filters: ManifestFilters, sort: SortState | null): ManifestFilterParams {
  return { ...compactFilters({ ...filters }), ...sortParams(sort, MANIFEST_SORT_COLUMNS) };
}

/** The list call: page and size go in the path (`{current}/{page}`), the filters in the body. */
export function toManifestPageQuery(filters: ManifestFilters, page: number, size: number, sort: SortState | null): ManifestPageQuery {
  return { current: page, size, filters: toManifestParams(filters, sort) };
}

/** The folder export request (§3): directoryId, type and the extra filters that are set. */
export function toFolderExportRequest(form: FolderExportForm & { directoryId: string }): FolderExportRequest {
  const { directoryId, type, ...extra } = form;
  return { directoryId, type, ...compactFilters({ ...extra }) };
}
