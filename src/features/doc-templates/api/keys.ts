import type { DocTemplateQuery } from '../types';

export const docTemplateKeys = {
  all: ['docTemplates'] as const,
  page: (query: DocTemplateQuery) => ['docTemplates', 'page', query] as const,
};
