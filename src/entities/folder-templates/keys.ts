/**
 * Query keys of folder templates, from general to specific: the template screens and the workspace's
 * template picker share them, so a change to a template shows in both.
 */
export const folderTemplateKeys = {
  all: ['folderTemplates'] as const,
  list: () => ['folderTemplates', 'list'] as const,
  page: (query: object) => ['folderTemplates', 'page', query] as const,
  detail: (rootId: string) => ['folderTemplates', 'detail', rootId] as const,
};
