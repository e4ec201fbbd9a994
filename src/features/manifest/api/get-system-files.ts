import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { ManifestPageQuery, SystemFile } from '../types';
import { manifestKeys } from './query-keys';

/**
 * POST file/showSystemListPage/{current}/{page}: the system file manifest.
 * ASSUMED: {page} is the page size; the body holds the filters {fileName?, documentNumber?,
 * leadingDepartment?, documentCategory?, status? 'normal' | 'expired'} and the order {orderColumn?
 * (document_number, file_name, revision, edit_date, update_time, leading_department, document_category),
 * order? ASC | DESC}; the reply is a page of file rows. Silent: the screen shows the error above the table.
 */
export const getSystemFiles = ({ current, size, filters }: ManifestPageQuery) =>
  dmsPost<Page<SystemFile>>(`/file/showSystemListPage/${current}/${size}`, filters, { silent: true });

export const systemFilesQueryOptions = (query: ManifestPageQuery) =>
  queryOptions({ queryKey: manifestKeys.list(query), queryFn: () => getSystemFiles(query) });

export const useSystemFiles = (query: ManifestPageQuery) =>
  useQuery({ ...systemFilesQueryOptions(query), placeholderData: keepPreviousData, ...LIVE_LIST });
