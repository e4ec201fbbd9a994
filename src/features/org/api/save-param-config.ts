import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { fileParamKeys } from '@/entities/file-params/keys';
import type { ParamConfig } from '../types';

/**
 * POST /fileParam/saveParamConfig (spec §7): merges the settings given (positive whole numbers) and answers
 * the whole configuration. ASSUMED: the fields. Silent: the form shows the refusal.
 */
export const saveParamConfig = (input: Partial<ParamConfig>) => dmsPost<ParamConfig>('/fileParam/saveParamConfig', input, { silent: true });

export function useSaveParamConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParamConfig,
    onSuccess: (config) => client.setQueryData(fileParamKeys.config(), config),
  });
}
