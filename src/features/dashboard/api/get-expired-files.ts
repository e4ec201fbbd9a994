import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { ExpiringFile } from '../types';
import { dashboardKeys } from './query-keys';

/**
 * GET /report/expiredFiles?current=1&size=: files whose effective date has passed (any user's files the
 * caller may see, not only system files), most recently expired first, each with a negative `daysLeft`.
 * ASSUMED: the whole call (the spec's GET /files/selectExpireSysFile covers system files only, for the
 * overdue list's users). Silent: the card shows the error.
 */
export const getExpiredFiles = (size: number) =>
  dmsGet<Page<ExpiringFile>>('/report/expiredFiles', { params: { current: 1, size }, silent: true });

export const expiredFilesQueryOptions = (size: number) =>
  queryOptions({ queryKey: dashboardKeys.expired(size), queryFn: () => getExpiredFiles(size) });

/** Asked only once the card shows the expired files. */
export const useExpiredFiles = (size: number, enabled: boolean) => useQuery({ ...expiredFilesQueryOptions(size), enabled });
