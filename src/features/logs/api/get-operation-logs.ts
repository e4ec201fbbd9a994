import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { LogPageQuery, OperationLog } from '../types';
import { logKeys } from './query-keys';

/**
 * POST /operationLog/showPage {current, size, operator?, operation?, fileName?, from?, to?, orderColumn?,
 * order?}: the operation log of every file the user may see, newest first.
 * ASSUMED (the spec shows only /files/showFilesLogPage {current, size, fileId}, one file's log): the path,
 * the filters (operator by name or account, operation, file name, operateTime from / to as
 * 'YYYY-MM-DD HH:mm:ss'), sort columns operate_time / operator / operation / file_name with ASC or DESC,
 * and the reply, a page of {logId, fileId, fileName, operation, operator, operatorId, operateTime, revision,
 * remark}. Silent: the screen shows the error above the table.
 */
export const getOperationLogs = (query: LogPageQuery) => dmsPost<Page<OperationLog>>('/operationLog/showPage', query, { silent: true });

export const operationLogsQueryOptions = (query: LogPageQuery) =>
  queryOptions({ queryKey: logKeys.list(query), queryFn: () => getOperationLogs(query) });

/** Keeps the last page on screen while the next one loads (and when it fails). */
export const useOperationLogs = (query: LogPageQuery) =>
  useQuery({ ...operationLogsQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
