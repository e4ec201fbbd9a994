/** Shares the workspace's ['fileParams', 'list', key] keys: the same call, so one cache. */
export const fileParamKeys = {
  all: ['fileParams'] as const,
  list: (key: string) => ['fileParams', 'list', key] as const,
  children: (parentId: string) => ['fileParams', 'children', parentId] as const,
  config: () => ['fileParams', 'config'] as const,
};
export const usersKey = ['users'] as const;
