import type { Page } from '@/lib/api/page';
import type { SortState } from '@/lib/list-query';

/** A list screen's paging and sort (what `useListState` returns). */
export interface ListPaging {
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
  sort?: SortState | null;
  setSort?: (sort: SortState | null) => void;
}

/** What a table shows of any query: whether it is loading, its error. */
export interface TableQuery {
  isFetching: boolean;
  /** Nothing loaded yet for what is asked. */
  isPending: boolean;
  /** The rows shown are another page's, sort's or filter's, kept while the asked ones load. */
  isPlaceholderData?: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * Loading shows while the rows on screen are not the ones asked for; a read of the same rows again (the
 * polling, a refresh) keeps them as they are, without dimming the table every few seconds.
 */
export const showsLoading = (query: Pick<TableQuery, 'isFetching' | 'isPending' | 'isPlaceholderData'>) =>
  query.isFetching && (query.isPending || query.isPlaceholderData === true);

/** A page query's result (TanStack Query's `useQuery` of a `Page`). */
export interface PageQuery<T> extends TableQuery {
  data?: Page<T>;
}

/** What `CommonTable` takes from the query behind its rows: loading, the error and its retry. */
export function queryTableProps(query: TableQuery) {
  return {
    loading: showsLoading(query),
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/**
 * What `CommonTable` takes from a list screen's state and its page query: the rows and total, paging and
 * sorting, loading, the error and its retry. Every paged screen binds the table the same way; it spreads
 * these and gives only what is its own (label, columns, row key, search, toolbar, row actions).
 */
export function listTableProps<T>(list: ListPaging, query: PageQuery<T>) {
  return {
    rows: query.data?.records,
    total: query.data?.total ?? 0,
    page: list.page,
    pageSize: list.pageSize,
    onPageChange: list.setPage,
    sort: list.sort,
    onSortChange: list.setSort,
    ...queryTableProps(query),
    onRefresh: () => query.refetch(),
  };
}

/** The search box of a list whose filters hold its text as `search`: a new search keeps the other filters. */
export function listSearchProps<F extends { search: string }>(
  list: { filters: F; applyFilters: (filters: F) => void },
  placeholder: string,
) {
  return { value: list.filters.search, placeholder, onSearch: (search: string) => list.applyFilters({ ...list.filters, search }) };
}

/** A toolbar choice bound to one of the list's filters (its `value` and `onChange`): a new choice keeps the other filters. */
export function listFilterProps<F, K extends keyof F>(list: { filters: F; applyFilters: (filters: F) => void }, name: K) {
  return { value: list.filters[name], onChange: (value: F[K]) => list.applyFilters({ ...list.filters, [name]: value }) };
}
