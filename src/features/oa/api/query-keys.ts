import type { OaPageQuery } from '../types';

export const oaKeys = {
  all: ['oaFiles'] as const,
  list: (query: OaPageQuery) => ['oaFiles', 'list', query] as const,
};
