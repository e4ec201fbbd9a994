import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { OaFile, OaPageQuery } from '../types';
import { oaKeys } from './query-keys';

/**
 * POST /fileOa/showPage/: documents received from OA.
 * ASSUMED: body {current, size, title?, sender?, status? 'pending' | 'archived', urgency? 'normal' |
 * 'urgent', from?, to? (receiveTime, 'YYYY-MM-DD HH:mm:ss'), orderColumn? (receive_time, title,
 * doc_number, sender, total_size), order?}; reply a page of {id, title, fileName, docNumber, sender,
 * senderDepartment, receiver, receiveTime, urgency, status, totalSize}, newest first. Silent: the screen
 * shows the error above the table.
 */
export const getOaFiles = (query: OaPageQuery) => dmsPost<Page<OaFile>>('/fileOa/showPage/', query, { silent: true });

export const oaFilesQueryOptions = (query: OaPageQuery) => queryOptions({ queryKey: oaKeys.list(query), queryFn: () => getOaFiles(query) });

export const useOaFiles = (query: OaPageQuery) =>
  useQuery({ ...oaFilesQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
