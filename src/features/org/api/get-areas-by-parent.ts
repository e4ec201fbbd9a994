import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileParamKeys } from '@/entities/file-params/keys';
import type { FileParam } from '../types';

/** GET /fileParam/getByRid/{id} (spec §7): the areas directly under area `id` ('0': the top areas). */
export const getAreasByParent = (parentId: string) =>
  dmsGet<FileParam[]>(`/fileParam/getByRid/${encodeURIComponent(parentId)}`, { silent: true });

export const areasByParentQueryOptions = (parentId: string) =>
  queryOptions({ queryKey: fileParamKeys.children(parentId), queryFn: () => getAreasByParent(parentId) });

export const useAreasByParent = (parentId: string) => useQuery(areasByParentQueryOptions(parentId));
