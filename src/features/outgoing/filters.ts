import { compactFilters, rangeParams, sortParams, type DateRange, type SortState } from '@/lib/list-query';
import type { DataOutgoingFilters, FilterParams, MouldOutgoingFilters, PageQuery } from './types';

export const DATA_SORT_COLUMNS: Record<string, string> = {
  sendTime: 'send_time',
  fileName: 'file_name',
  documentNumber: 'document_number',
  receiverCompany: 'receiver_company',
  sender: 'sender',
};

export const MOULD_SORT_COLUMNS: Record<string, string> = {
  outTime: 'out_time',
  mouldNumber: 'mould_number',
  supplier: 'supplier',
  quantity: 'quantity',
  expectedReturn: 'expected_return',
};

function toParams<F extends { range?: DateRange }>(filters: F, sort: SortState | null, columns: Record<string, string>): FilterParams<F> {
  const { range, ...rest } = filters;
  return { ...compactFilters(rest), ...rangeParams(range), ...sortParams(sort, columns) } as FilterParams<F>;
}

/** The export body of the data outgoing log: the list's filters and order, no paging. */
export const toDataParams = (filters: DataOutgoingFilters, sort: SortState | null) => toParams(filters, sort, DATA_SORT_COLUMNS);

export const toDataPageQuery = (
  filters: DataOutgoingFilters,
  page: number,
  size: number,
  sort: SortState | null,
): PageQuery<DataOutgoingFilters> => ({
  current: page,
  size,
  ...toDataParams(filters, sort),
});

/** The export body of the shell mould outgoing log. */
export const toMouldParams = (filters: MouldOutgoingFilters, sort: SortState | null) => toParams(filters, sort, MOULD_SORT_COLUMNS);

export const toMouldPageQuery = (
  filters: MouldOutgoingFilters,
  page: number,
  size: number,
  sort: SortState | null,
): PageQuery<MouldOutgoingFilters> => ({
  current: page,
  size,
  ...toMouldParams(filters, sort),
});
