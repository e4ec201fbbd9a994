import type { TeamQuery } from '../types';

export const teamKeys = {
  all: ['teams'] as const,
  list: (query: TeamQuery) => ['teams', 'list', query] as const,
  detail: (teamId: string) => ['teams', 'detail', teamId] as const,
};
/** Team spaces give levels: the permission screens and the workspace read them. */
export const authorityKey = ['authority'] as const;
export const foldersKey = ['folders'] as const;
