import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { DashboardFile } from '../types';
import { dashboardKeys } from './query-keys';

/**
 * GET /files/showHistoryFile: the files the user opened recently, as the server remembers them.
 * ASSUMED reply: file rows (fileId, fileName, fileType, dirId, ...), newest first, at most 8.
 * Silent: the dashboard shows the error in its card and keeps the local history.
 */
export const getHistoryFiles = () => dmsGet<DashboardFile[]>('/files/showHistoryFile', { silent: true });

export const historyFilesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.history(), queryFn: getHistoryFiles });

export const useHistoryFiles = () => useQuery(historyFilesQueryOptions());
