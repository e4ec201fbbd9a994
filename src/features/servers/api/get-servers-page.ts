import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { FileServer, ServerQuery } from '../types';
import { serverKeys } from './keys';

/**
 * POST /fileServer/showPage {current, size, serverName?, status?}: the file servers, default first.
 * ASSUMED: the whole call. Silent: the table shows the error.
 */
export const getServersPage = (query: ServerQuery) => dmsPost<Page<FileServer>>('/fileServer/showPage', query, { silent: true });

export const serversPageQueryOptions = (query: ServerQuery) =>
  queryOptions({ queryKey: serverKeys.page(query), queryFn: () => getServersPage(query), placeholderData: keepPreviousData, ...LIVE_LIST });

export const useServersPage = (query: ServerQuery) => useQuery(serversPageQueryOptions(query));
