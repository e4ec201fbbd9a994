import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileActivity } from '../types';
import { dashboardKeys } from './query-keys';

/** The days the home screen's activity chart covers. */
export const ACTIVITY_DAYS = 30;

/**
 * GET /report/fileActivity?days=30: uploads, new versions and voids per day over the last `days` days
 * (oldest first, every day present), for the files the user may see.
 * ASSUMED: the whole call (the spec shows none for the dashboard's chart); reply {from, to, days: [{date
 * 'YYYY-MM-DD', uploads, updates, voids}]}. Silent: the card shows the error.
 */
export const getFileActivity = (days: number) => dmsGet<FileActivity>('/report/fileActivity', { params: { days }, silent: true });

export const fileActivityQueryOptions = (days: number) =>
  queryOptions({ queryKey: dashboardKeys.activity(days), queryFn: () => getFileActivity(days) });

export const useFileActivity = (days: number) => useQuery(fileActivityQueryOptions(days));
