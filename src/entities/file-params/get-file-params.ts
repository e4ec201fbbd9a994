import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileParamKeys } from './keys';
import type { FileParam, FileParamKey } from './types';

/**
 * GET /fileParam/getByType/{key} (spec §7): the choices of a metadata field (departments, areas, document
 * tiers, categories), for the workspace's details, the manifest's filters, the user form and the parameter
 * screens. ASSUMED reply: rows {id, type, paramName (Chinese), paramNameEn, parentId ('0' at the top), code,
 * order, remark}, by order. Silent: each screen shows the error, or an empty choice.
 */
export const getFileParams = (key: FileParamKey) => dmsGet<FileParam[]>(`/fileParam/getByType/${key}`, { silent: true });

export const fileParamsQueryOptions = (key: FileParamKey) =>
  queryOptions({ queryKey: fileParamKeys.list(key), queryFn: () => getFileParams(key), staleTime: 5 * 60_000 });

export const useFileParams = (key: FileParamKey, enabled = true) => useQuery({ ...fileParamsQueryOptions(key), enabled });
