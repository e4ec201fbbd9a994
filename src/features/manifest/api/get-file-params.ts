import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileParam, FileParamKey } from '../types';
import { manifestKeys } from './query-keys';

/**
 * GET /fileParam/getByType/{key}: the departments or document categories offered by the filters.
 * ASSUMED reply: rows {id, paramName (Chinese), paramNameEn, ...}; files carry the English name, which the
 * filter sends. Silent: without choices the filter is simply empty.
 */
export const getFileParams = (key: FileParamKey) => dmsGet<FileParam[]>(`/fileParam/getByType/${key}`, { silent: true });

export const fileParamsQueryOptions = (key: FileParamKey) =>
  queryOptions({ queryKey: manifestKeys.fileParams(key), queryFn: () => getFileParams(key), staleTime: 5 * 60_000 });

export const useFileParams = (key: FileParamKey) => useQuery(fileParamsQueryOptions(key));
