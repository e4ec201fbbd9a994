import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REFETCH_ON_RETURN } from '@/lib/api/live-query';
import { dmsGet } from '@/lib/api/clients';
import { folderKeys } from '@/entities/folders/keys';
import type { PathItem } from '../../shared/types';

/** GET folder/getPathById/{id}: the breadcrumb from the root ('0'). Silent: the breadcrumb shows the error. */
export const getFolderPath = (id: string) => dmsGet<PathItem[]>(`/folder/getPathById/${encodeURIComponent(id)}`, { silent: true });

export const folderPathQueryOptions = (id: string) =>
  queryOptions({ queryKey: folderKeys.path(id), queryFn: () => getFolderPath(id), staleTime: 60_000, ...REFETCH_ON_RETURN });

export const useFolderPath = (id: string) => useQuery({ ...folderPathQueryOptions(id), placeholderData: keepPreviousData });
