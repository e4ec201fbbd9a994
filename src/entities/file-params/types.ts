/**
 * File parameters (spec §3: departments, archive areas, document tiers and categories, with the ids of parent
 * areas) as GET /fileParam/getByType/{key} sends them. ASSUMED: the row fields beyond id and paramName.
 */

export type FileParamKey = 'department' | 'area' | 'tier' | 'category';

export interface FileParam {
  id: string;
  type: FileParamKey;
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

/** GET /fileParam/getParamConfig: system-wide settings. ASSUMED shape. */
export interface ParamConfig {
  /** Days before the effective date ends that a file counts as expiring. */
  expiryWarningDays: number;
  /** Months a voided file stays in the recycle bin. */
  recycleBinMonths: number;
  /** Several files are bundled as one zip when their total is under this. */
  zipThresholdMb: number;
  /** The file list's page size when the address names none (one of 10, 20, 30, 40). */
  defaultPageSize: number;
  fileListColumns?: string[];
  [key: string]: unknown;
}

export type SystemSettings = Pick<ParamConfig, 'expiryWarningDays' | 'recycleBinMonths' | 'zipThresholdMb' | 'defaultPageSize'>;
