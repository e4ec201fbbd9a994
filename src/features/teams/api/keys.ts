import type { TeamQuery } from '../types';

export const teamKeys = {
  all: ['teams'] as const,
  list: (query: TeamQuery) => ['teams', 'list', query] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
};
