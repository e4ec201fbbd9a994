import { compactFilters, rangeParams, sortParams, type SortState } from '@/lib/list-query';
import type { LogFilterParams, LogFilters, LogPageQuery } from './types';

/** Table columns that sort on the server, and the server's names for them. */
export const LOG_SORT_COLUMNS: Record<string, string> = {
  operateTime: 'operate_time',
  operator: 'operator',
  operation: 'operation',
  fileName: 'file_name',
};

/** The body of the export call: the filters and order the list shows, without paging. */
export function toLogFilterParams(filters: LogFilters, sort: SortState | null): LogFilterParams {
  const { range, ...text } = filters;
  return { ...compactFilters(text), ...rangeParams(range), ...sortParams(sort, LOG_SORT_COLUMNS) };
}

/** The body of the list call. */
export function toLogPageQuery(filters: LogFilters, page: number, size: number, sort: SortState | null): LogPageQuery {
  return { current: page, size, ...toLogFilterParams(filters, sort) };
}
