/**
 * Departments and archive areas (spec §3 "file parameter: type keys for department, area, document tier; ids
 * of parent areas"). ASSUMED (see README, "API contract", and mocks/contract/dms.openapi.json): the row fields and the settings.
 */
export interface FileParam {
  id: string;
  type: 'department' | 'area' | 'tier' | 'category';
  /** Chinese name. */
  paramName: string;
  paramNameEn: string;
  /** '0' at the top; only areas nest. */
  parentId: string;
  code: string;
  order: number;
  remark: string;
  createTime?: string;
}

export interface ParamInput {
  /** Present when editing (ASSUMED: the add calls update with an id). */
  id?: string;
  paramName: string;
  paramNameEn: string;
  code?: string;
  remark?: string;
  parentId?: string;
}

/** GET /fileParam/getParamConfig: system-wide settings. ASSUMED shape. */
export interface ParamConfig {
  expiryWarningDays: number;
  recycleBinMonths: number;
  zipThresholdMb: number;
  defaultPageSize: number;
  fileListColumns?: string[];
  [key: string]: unknown;
}
