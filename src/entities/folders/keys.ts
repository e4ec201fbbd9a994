/**
 * Query keys of folders, from general to specific. Every screen that reads a folder call uses these, so one
 * call has one cache entry, and a change invalidates every screen by `folderKeys.all`.
 */
export const folderKeys = {
  all: ['folders'] as const,
  tree: () => ['folders', 'tree'] as const,
  path: (id: string) => ['folders', 'path', id] as const,
  auth: (dirId: string) => ['folders', 'auth', dirId] as const,
};
