import type { ServerQuery } from '../types';

export const serverKeys = {
  all: ['fileServers'] as const,
  page: (query: ServerQuery) => ['fileServers', 'page', query] as const,
};
