import type { FileParamKey, ManifestPageQuery } from '../types';

/** Query keys of the manifest, general to specific. The folder tree and parameter keys are the ones every
 * feature reading those calls uses, so they share one cache entry and one invalidation. */
export const manifestKeys = {
  all: ['systemFiles'] as const,
  list: (query: ManifestPageQuery) => ['systemFiles', 'list', query] as const,
  folderTree: () => ['folders', 'tree'] as const,
  fileParams: (key: FileParamKey) => ['fileParams', 'list', key] as const,
};
