import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { PlmPageQuery, PlmReceiver } from '../types';
import { plmKeys } from './query-keys';

/**
 * POST /plmReceiver/showPage {current, size, keyword?, orderColumn?, order?}: the PLM mail receivers.
 * ASSUMED (the spec names the screen, not its calls): keyword matches name or email; sort columns
 * receiver_name, email, department, update_time; a page of {id, receiverName, email, department, remark,
 * createTime, updateTime, updatedBy}. Silent: the screen shows the error above the table.
 */
export const getPlmReceivers = (query: PlmPageQuery) => dmsPost<Page<PlmReceiver>>('/plmReceiver/showPage', query, { silent: true });

export const plmReceiversQueryOptions = (query: PlmPageQuery) =>
  queryOptions({ queryKey: plmKeys.list(query), queryFn: () => getPlmReceivers(query) });

export const usePlmReceivers = (query: PlmPageQuery) =>
  useQuery({ ...plmReceiversQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
