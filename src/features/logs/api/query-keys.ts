import type { LogPageQuery } from '../types';

/** Query keys of the operation log, general to specific. */
export const logKeys = {
  all: ['operationLogs'] as const,
  list: (query: LogPageQuery) => ['operationLogs', 'list', query] as const,
};
