import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { ExpiringFile } from '../types';
import { dashboardKeys } from './query-keys';

/**
 * GET /report/expiringFiles?days=&current=1&size=: files still in force whose effective date falls within
 * the next `days` days, soonest first, each with `daysLeft` (0 on its last day). Expired files are not
 * among them (GET /report/expiredFiles lists those).
 * ASSUMED: the whole call; the spec lists expiry handling and GET /files/selectExpireSysFile (overdue
 * system files) but no call for files about to expire. Silent: the card shows the error.
 */
export const getExpiringFiles = (days: number, size: number) =>
  dmsGet<Page<ExpiringFile>>('/report/expiringFiles', { params: { days, current: 1, size }, silent: true });

export const expiringFilesQueryOptions = (days: number, size: number) =>
  queryOptions({ queryKey: dashboardKeys.expiring(days, size), queryFn: () => getExpiringFiles(days, size) });

export const useExpiringFiles = (days: number, size: number, enabled = true) =>
  useQuery({ ...expiringFilesQueryOptions(days, size), enabled });
