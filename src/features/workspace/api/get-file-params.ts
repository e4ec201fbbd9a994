import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileParam, FileParamKey } from '../types';
import { fileParamKeys } from './query-keys';

/**
 * GET /fileParam/getByType/{key}: the choices of a metadata field (department, area, document tier).
 * ASSUMED reply: rows {id, type, paramName (Chinese), paramNameEn, parentId ('0' at the top), code}.
 */
export const getFileParams = (key: FileParamKey) =>
  dmsGet<FileParam[]>(`/fileParam/getByType/${key}`, { silent: true });

export const fileParamsQueryOptions = (key: FileParamKey) =>
  queryOptions({ queryKey: fileParamKeys.list(key), queryFn: () => getFileParams(key), staleTime: 5 * 60_000 });

export const useFileParams = (key: FileParamKey, enabled: boolean) =>
  useQuery({ ...fileParamsQueryOptions(key), enabled });
