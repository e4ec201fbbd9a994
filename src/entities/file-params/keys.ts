import type { FileParamKey } from './types';

/** Query keys of file parameters, from general to specific: the parameter screens and every picker share them. */
export const fileParamKeys = {
  all: ['fileParams'] as const,
  list: (key: FileParamKey) => ['fileParams', 'list', key] as const,
  children: (parentId: string) => ['fileParams', 'children', parentId] as const,
  config: () => ['fileParams', 'config'] as const,
};
