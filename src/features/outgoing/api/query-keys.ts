import type { DataOutgoingFilters, MouldOutgoingFilters, PageQuery } from '../types';

export const outgoingKeys = {
  all: ['outgoingLogs'] as const,
  dataList: (query: PageQuery<DataOutgoingFilters>) => ['outgoingLogs', 'data', query] as const,
  mouldList: (query: PageQuery<MouldOutgoingFilters>) => ['outgoingLogs', 'mould', query] as const,
};
