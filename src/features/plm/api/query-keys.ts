import type { PlmPageQuery } from '../types';

export const plmKeys = {
  all: ['plmReceivers'] as const,
  lists: () => ['plmReceivers', 'list'] as const,
  list: (query: PlmPageQuery) => ['plmReceivers', 'list', query] as const,
};
