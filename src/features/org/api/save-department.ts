import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileParamKeys } from '@/entities/file-params/keys';
import { userKeys } from '@/entities/users/keys';
import type { FileParam, ParamInput } from '../types';

/**
 * POST /fileParam/addDepartmentConfig (spec §7) {paramName, paramNameEn, code, remark}: a new department.
 * ASSUMED: with `id` it updates that department (the spec shows no edit call). Silent: the form or the
 * inline cell shows the refusal.
 */
export const saveDepartment = (input: ParamInput) => dmsPost<FileParam>('/fileParam/addDepartmentConfig', input, { silent: true });

export function useSaveDepartment() {
  return useInvalidatingMutation(saveDepartment, [fileParamKeys.all, userKeys.all]);
}
