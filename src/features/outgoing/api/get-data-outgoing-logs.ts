import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { DataOutgoingFilters, DataOutgoingLog, PageQuery } from '../types';
import { outgoingKeys } from './query-keys';

/**
 * POST /outgoingLog/showPage: the data outgoing log.
 * ASSUMED (the spec names the screen, not its calls): body {current, size, fileName? (file name or
 * document number), receiverCompany?, sender?, channel? 'email' | 'link' | 'usb', from?, to? (sendTime,
 * 'YYYY-MM-DD HH:mm:ss'), orderColumn? (send_time, file_name, document_number, receiver_company, sender),
 * order?}; a page of {id, fileId, documentNumber, fileName, revision, receiverCompany, receiverName,
 * receiverEmail, sender, department, purpose, channel, sendTime}, newest first. Silent: the screen shows
 * the error above the table.
 */
export const getDataOutgoingLogs = (query: PageQuery<DataOutgoingFilters>) =>
  dmsPost<Page<DataOutgoingLog>>('/outgoingLog/showPage', query, { silent: true });

export const dataOutgoingLogsQueryOptions = (query: PageQuery<DataOutgoingFilters>) =>
  queryOptions({ queryKey: outgoingKeys.dataList(query), queryFn: () => getDataOutgoingLogs(query) });

export const useDataOutgoingLogs = (query: PageQuery<DataOutgoingFilters>) =>
  useQuery({ ...dataOutgoingLogsQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
