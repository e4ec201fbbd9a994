import { compactFilters, rangeParams, sortParams, type SortState } from '@/lib/list-query';
import type { OaFilters, OaPageQuery } from './types';

export const OA_SORT_COLUMNS: Record<string, string> = {
  receiveTime: 'receive_time',
  title: 'title',
  docNumber: 'doc_number',
  sender: 'sender',
  totalSize: 'total_size',
};

/** The body of POST /fileOa/showPage/: paging, the search text as title, the filters that are set, the order. */
export function toOaPageQuery(filters: OaFilters & { title?: string }, page: number, size: number, sort: SortState | null): OaPageQuery {
  const { range, ...rest } = filters;
  return { current: page, size, ...compactFilters(rest), ...rangeParams(range), ...sortParams(sort, OA_SORT_COLUMNS) };
}
