import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileParam } from '../types';
import { fileParamKeys } from './keys';

/** GET /fileParam/getByType/{key} (spec §7): the departments ('department') or every area ('area'), by order. */
export const getParamsByType = (key: 'department' | 'area') => dmsGet<FileParam[]>(`/fileParam/getByType/${key}`, { silent: true });

export const paramsByTypeQueryOptions = (key: 'department' | 'area') =>
  queryOptions({ queryKey: fileParamKeys.list(key), queryFn: () => getParamsByType(key) });

export const useParamsByType = (key: 'department' | 'area') => useQuery(paramsByTypeQueryOptions(key));
