import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { ParamConfig } from '../types';
import { fileParamKeys } from '@/entities/file-params/keys';

/** GET /fileParam/getParamConfig (spec §7): the system-wide settings. ASSUMED: the reply's fields. */
export const getParamConfig = () => dmsGet<ParamConfig>('/fileParam/getParamConfig', { silent: true });

export const paramConfigQueryOptions = () => queryOptions({ queryKey: fileParamKeys.config(), queryFn: getParamConfig });

export const useParamConfig = () => useQuery(paramConfigQueryOptions());
