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
