import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { OverdueFile, OverduePageQuery } from '../types';
import { overdueKeys } from './query-keys';

/**
 * GET /files/selectExpireSysFile (spec §7 shows only the path): system files whose effective date has
 * passed, oldest effective date first.
 * ASSUMED: query current, size, fileName? (substring), orderColumn? (file_name | edit_date) and order?
 * (ASC | DESC); the reply is a page of file rows plus dirName and the caller's userDirLevel /
 * userFileLevel on the file. Silent: the screen shows the error above the table.
 */
export const getOverdueSystemFiles = (query: OverduePageQuery) =>
  dmsGet<Page<OverdueFile>>('/files/selectExpireSysFile', { params: query, silent: true });

export const overdueSystemFilesQueryOptions = (query: OverduePageQuery) =>
  queryOptions({ queryKey: overdueKeys.list(query), queryFn: () => getOverdueSystemFiles(query) });

export const useOverdueSystemFiles = (query: OverduePageQuery) =>
  useQuery({ ...overdueSystemFilesQueryOptions(query), placeholderData: keepPreviousData });
