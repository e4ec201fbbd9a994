import type { FileListQuery, FileParamKey } from '../types';

/** Query keys of the workspace, from general to specific; mutations invalidate by these prefixes. */
export const folderKeys = {
  all: ['folders'] as const,
  tree: () => ['folders', 'tree'] as const,
  path: (id: string) => ['folders', 'path', id] as const,
  auth: (dirId: string) => ['folders', 'auth', dirId] as const,
};

export const folderTemplateKeys = {
  all: ['folderTemplates'] as const,
  list: () => ['folderTemplates', 'list'] as const,
  detail: (rootId: string) => ['folderTemplates', 'detail', rootId] as const,
};

export const fileKeys = {
  all: ['files'] as const,
  lists: () => ['files', 'list'] as const,
  list: (query: FileListQuery) => ['files', 'list', query] as const,
  details: () => ['files', 'detail'] as const,
  detail: (id: string) => ['files', 'detail', id] as const,
  fatherIds: (id: string) => ['files', 'fatherIds', id] as const,
  find: (fileName: string) => ['files', 'find', fileName] as const,
};

export const fileParamKeys = {
  list: (key: FileParamKey) => ['fileParams', 'list', key] as const,
};
