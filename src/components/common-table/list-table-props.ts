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
  error: Error | null;
  refetch: () => unknown;
}

/** A page query's result (TanStack Query's `useQuery` of a `Page`). */
export interface PageQuery<T> extends TableQuery {
  data?: Page<T>;
}

/** What `CommonTable` takes from the query behind its rows: loading, the error and its retry. */
export function queryTableProps(query: TableQuery) {
  return {
    loading: query.isFetching,
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
    onRefresh: () => void query.refetch(),
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
