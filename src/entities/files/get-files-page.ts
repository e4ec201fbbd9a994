import { hashKey, keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { fileKeys } from './keys';
import type { FileListQuery, ListRow } from './types';

/**
 * POST /files/showPageByDirId/ with the list query {dirId, current, size, fileName, orderColumn, order, pages}
 * (sort columns file_name / update_time / edit_date, ASC or DESC): the workspace's list, and the permission
 * screens' file picker.
 * ASSUMED: `signName` narrows the folder to the caller's files under that favourites label (no folders),
 * so the label filter pages and counts over the whole folder.
 * ASSUMED: `pages` is the page count the listing had when last answered (0 before the first answer), as the
 * spec's query carries it; the server counts the pages itself.
 * ASSUMED reply: a page {records, total, size, current, pages}; folder rows (dataType 0) come before file
 * rows (dataType 1). Silent: each screen shows the error in place.
 */
export const getFilesPage = (query: FileListQuery, pages = 0) =>
  dmsPost<Page<ListRow>>('/files/showPageByDirId/', { ...query, pages }, { silent: true });

/** The page count of the same listing (any page of it) as the cache last received it, else 0. */
function knownPages(client: QueryClient, query: FileListQuery): number {
  const listingOf = ({ current: _current, ...listing }: FileListQuery) => hashKey([listing]);
  const listing = listingOf(query);
  const latest = client
    .getQueryCache()
    .findAll({ queryKey: fileKeys.lists() })
    .filter((cached) => cached.state.data !== undefined && listingOf(cached.queryKey[2] as FileListQuery) === listing)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  const pages = (latest?.state.data as Page<ListRow> | undefined)?.pages;
  return typeof pages === 'number' && pages >= 0 ? pages : 0;
}

export const filesPageQueryOptions = (query: FileListQuery) =>
  queryOptions({ queryKey: fileKeys.list(query), queryFn: ({ client }) => getFilesPage(query, knownPages(client, query)) });

/** Keeps the previous page on screen while the next one loads, so paging does not flash. */
export const useFilesPage = (query: FileListQuery, enabled = true) =>
  useQuery({ ...filesPageQueryOptions(query), enabled, placeholderData: keepPreviousData, ...LIVE_LIST });
