import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { folderTemplateKeys } from '@/entities/folder-templates/keys';
import type { FolderTemplate, TemplateQuery } from '../types';

/**
 * POST /dirTemp/showPage (spec §7: current, size, tempName): a page of templates. ASSUMED: rows carry
 * remark, createTime and nodeCount. Silent: the table shows the error.
 */
export const getTemplatesPage = (query: TemplateQuery) => dmsPost<Page<FolderTemplate>>('/dirTemp/showPage', query, { silent: true });

export const templatesPageQueryOptions = (query: TemplateQuery) =>
  queryOptions({
    queryKey: folderTemplateKeys.page(query),
    queryFn: () => getTemplatesPage(query),
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });

export const useTemplatesPage = (query: TemplateQuery) => useQuery(templatesPageQueryOptions(query));
