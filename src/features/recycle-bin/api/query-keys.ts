import type { BinPageQuery } from '../types';

/** Query keys of the recycle bin, general to specific (the overdue system files are the files entity's). */
export const binKeys = {
  all: ['recycleBin'] as const,
  lists: () => ['recycleBin', 'list'] as const,
  list: (query: BinPageQuery) => ['recycleBin', 'list', query] as const,
};
