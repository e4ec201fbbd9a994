import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileParamKeys } from '@/entities/file-params/keys';
import type { FileParam, ParamInput } from '../types';

/**
 * POST /fileParam/addArchiveAreaConfig (spec §7) {paramName, paramNameEn, parentId, code, remark}: a new
 * area under parentId ('0' at the top). ASSUMED: with `id` it updates that area (it keeps its parent).
 * Silent: the form or the inline cell shows the refusal.
 */
export const saveArea = (input: ParamInput) => dmsPost<FileParam>('/fileParam/addArchiveAreaConfig', input, { silent: true });

export function useSaveArea() {
  return useInvalidatingMutation(saveArea, [fileParamKeys.all]);
}
