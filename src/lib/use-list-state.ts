import { useCallback, useState } from 'react';
import type { SortState } from './list-query';

export interface ListState<F> {
  /** The filters last applied (what the list shows), not what is being typed. */
  filters: F;
  page: number;
  pageSize: number;
  sort: SortState | null;
}

/**
 * The state of a paged, sorted, filtered list screen. Applying filters or changing the sort goes back to
 * page 1; changing the page size keeps the page (antd adjusts it when it no longer exists).
 */
export function useListState<F>(initialFilters: F, initialPageSize = 10) {
  const [state, setState] = useState<ListState<F>>({ filters: initialFilters, page: 1, pageSize: initialPageSize, sort: null });
  const applyFilters = useCallback((filters: F) => setState((s) => ({ ...s, filters, page: 1 })), []);
  const setPage = useCallback(
    (page: number, pageSize: number) => setState((s) => ({ ...s, page: pageSize === s.pageSize ? page : 1, pageSize })),
    [],
  );
  const setSort = useCallback((sort: SortState | null) => setState((s) => ({ ...s, sort, page: 1 })), []);
  return { ...state, applyFilters, setPage, setSort };
}
