import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { fileKeys } from './keys';
import type { FileListQuery, ListRow } from './types';

/**
 * POST /files/showPageByDirId/ with the list query {dirId, current, size, fileName, orderColumn, order}
 * (sort columns file_name / update_time / edit_date, ASC or DESC): the workspace's list, and the permission
 * screens' file picker.
 * ASSUMED: `signName` narrows the folder to the caller's files under that favourites label (no folders),
 * so the label filter pages and counts over the whole folder.
 * ASSUMED reply: a page {records, total, size, current, pages}; folder rows (dataType 0) come before file
 * rows (dataType 1). Silent: each screen shows the error in place.
 */
export const getFilesPage = (query: FileListQuery) => dmsPost<Page<ListRow>>('/files/showPageByDirId/', query, { silent: true });

export const filesPageQueryOptions = (query: FileListQuery) =>
  queryOptions({ queryKey: fileKeys.list(query), queryFn: () => getFilesPage(query) });

/** Keeps the previous page on screen while the next one loads, so paging does not flash. */
export const useFilesPage = (query: FileListQuery, enabled = true) =>
  useQuery({ ...filesPageQueryOptions(query), enabled, placeholderData: keepPreviousData });
