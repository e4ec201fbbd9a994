import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { MouldOutgoingFilters, MouldOutgoingLog, PageQuery } from '../types';
import { outgoingKeys } from './query-keys';

/**
 * POST /housOutLog/showPage: the shell mould outgoing log.
 * ASSUMED (the spec names the screen, not its calls): body {current, size, mouldNumber? (mould number,
 * name or part number), supplier?, status? 'out' | 'returned', from?, to? (outTime), orderColumn? (out_time,
 * mould_number, supplier, quantity, expected_return), order?}; a page of {id, mouldNumber, mouldName,
 * partNumber, supplier, quantity, sender, approver, outTime, expectedReturn, returnTime, status, remark},
 * newest first. Silent: the screen shows the error above the table.
 */
export const getMouldOutgoingLogs = (query: PageQuery<MouldOutgoingFilters>) =>
  dmsPost<Page<MouldOutgoingLog>>('/housOutLog/showPage', query, { silent: true });

export const mouldOutgoingLogsQueryOptions = (query: PageQuery<MouldOutgoingFilters>) =>
  queryOptions({ queryKey: outgoingKeys.mouldList(query), queryFn: () => getMouldOutgoingLogs(query) });

export const useMouldOutgoingLogs = (query: PageQuery<MouldOutgoingFilters>) =>
  useQuery({ ...mouldOutgoingLogsQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
