import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FileParam, ParamInput } from '../types';
import { fileParamKeys } from '@/entities/file-params/keys';
import { userKeys } from '@/entities/users/keys';

/**
 * POST /fileParam/addDepartmentConfig (spec §7) {paramName, paramNameEn, code, remark}: a new department.
 * ASSUMED: with `id` it updates that department (the spec shows no edit call). Silent: the form or the
 * inline cell shows the refusal.
 */
export const saveDepartment = (input: ParamInput) => dmsPost<FileParam>('/fileParam/addDepartmentConfig', input, { silent: true });

export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDepartment,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: fileParamKeys.all }), client.invalidateQueries({ queryKey: userKeys.all })]),
  });
}
