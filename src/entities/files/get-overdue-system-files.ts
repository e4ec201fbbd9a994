import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsGet } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { fileKeys } from './keys';
import type { OverdueFile, OverdueQuery } from './types';

/**
 * GET /files/selectExpireSysFile (spec §7 shows only the path): system files whose effective date has
 * passed, oldest effective date first, for the /sysOvFileList screen and the dashboard's expiry reminder.
 * ASSUMED: query current, size, fileName? (substring), orderColumn? (file_name | edit_date) and order?
 * (ASC | DESC); the reply is a page of file rows plus dirName and the caller's userDirLevel /
 * userFileLevel on the file. Only users whose menu offers /sysOvFileList may ask (others get errno 403).
 * Silent: the screen shows the error above the table; the reminder says nothing on a failure.
 */
export const getOverdueSystemFiles = (query: OverdueQuery) =>
  dmsGet<Page<OverdueFile>>('/files/selectExpireSysFile', { params: query, silent: true });

export const overdueSystemFilesQueryOptions = (query: OverdueQuery) =>
  queryOptions({ queryKey: fileKeys.overdue(query), queryFn: () => getOverdueSystemFiles(query) });

export const useOverdueSystemFiles = (query: OverdueQuery) =>
  useQuery({ ...overdueSystemFilesQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
