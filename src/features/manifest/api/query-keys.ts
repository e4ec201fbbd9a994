import type { ManifestPageQuery } from '../types';

/** Query keys of the manifest, general to specific (the folder tree and parameters are the entities' keys). */
export const manifestKeys = {
  all: ['systemFiles'] as const,
  list: (query: ManifestPageQuery) => ['systemFiles', 'list', query] as const,
};
