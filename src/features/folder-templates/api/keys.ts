import type { TemplateQuery } from '../types';

/** Shares the ['folderTemplates'] prefix with the workspace's template picker, so changes show there too. */
export const templateKeys = {
  all: ['folderTemplates'] as const,
  page: (query: TemplateQuery) => ['folderTemplates', 'page', query] as const,
  nodes: (rootId: string) => ['folderTemplates', 'nodes', rootId] as const,
};
export const foldersKey = ['folders'] as const;
export const filesKey = ['files'] as const;
