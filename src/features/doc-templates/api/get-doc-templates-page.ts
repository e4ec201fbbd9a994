import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { DocTemplate, DocTemplateQuery } from '../types';
import { docTemplateKeys } from './keys';

/**
 * POST /docTemplate/showPage {current, size, templateName?}: a page of document templates, newest first.
 * ASSUMED: the whole call. Silent: the table shows the error.
 */
export const getDocTemplatesPage = (query: DocTemplateQuery) =>
  dmsPost<Page<DocTemplate>>('/docTemplate/showPage', query, { silent: true });

export const docTemplatesPageQueryOptions = (query: DocTemplateQuery) =>
  queryOptions({
    queryKey: docTemplateKeys.page(query),
    queryFn: () => getDocTemplatesPage(query),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });

export const useDocTemplatesPage = (query: DocTemplateQuery) => useQuery(docTemplatesPageQueryOptions(query));
