/**
 * Departments and archive areas (spec §3 "file parameter: type keys for department, area, document tier; ids
 * of parent areas"); the row is the file-params entity's. ASSUMED (see README, "API contract", and
 * mocks/contract/dms.openapi.json): the input fields and the settings.
 */
export type { FileParam } from '@/entities/file-params/types';

export interface ParamInput {
  /** Present when editing (ASSUMED: the add calls update with an id). */
  id?: string;
  paramName: string;
  paramNameEn: string;
  code?: string;
  remark?: string;
  parentId?: string;
}

export type { ParamConfig } from '@/entities/file-params/types';
