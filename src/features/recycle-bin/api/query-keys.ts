import type { BinPageQuery, OverduePageQuery } from '../types';

/** Query keys of the recycle bin and the overdue system files, general to specific. */
export const binKeys = {
  all: ['recycleBin'] as const,
  lists: () => ['recycleBin', 'list'] as const,
  list: (query: BinPageQuery) => ['recycleBin', 'list', query] as const,
};

export const overdueKeys = {
  all: ['overdueSystemFiles'] as const,
  lists: () => ['overdueSystemFiles', 'list'] as const,
  list: (query: OverduePageQuery) => ['overdueSystemFiles', 'list', query] as const,
};
