import { queryOptions } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { DashboardFile } from '../types';
import { dashboardKeys } from './query-keys';

/**
 * GET /files/selectExpireSysFile?current=1&size=: the expired system files the caller may see (spec §7 shows
 * the path; the query and the page it answers are ASSUMED, as the overdue list of /sysOvFileList reads them).
 * Only users whose menu offers /sysOvFileList may ask (others get errno 403). Silent: only the expiry
 * reminder asks, and it says nothing on a failure.
 */
export const getOverdueSystemFiles = (size: number) =>
  dmsGet<Page<DashboardFile>>('/files/selectExpireSysFile', { params: { current: 1, size }, silent: true });

export const overdueSystemFilesQueryOptions = (size: number) =>
  queryOptions({ queryKey: dashboardKeys.overdueSystem(size), queryFn: () => getOverdueSystemFiles(size) });
