import type { FileOperation } from '@/entities/files/operations';
import type { DateRange } from '@/lib/list-query';

export { FILE_OPERATIONS as OPERATIONS } from '@/entities/files/operations';
export type Operation = FileOperation;

/** One entry of the operation log (fields as the file log of §7 gives them; ASSUMED beyond fileId). */
export interface OperationLog {
  logId: string;
  fileId: string;
  fileName: string;
  operation: Operation;
  operator: string;
  operatorId: string;
  operateTime: string;
  revision: number;
  remark: string;
}

/** What the filter row holds. */
export interface LogFilters {
  operator?: string;
  operation?: Operation;
  fileName?: string;
  range?: DateRange;
}

/** The filters of the list and export calls. */
export interface LogFilterParams {
  operator?: string;
  operation?: Operation;
  fileName?: string;
  from?: string;
  to?: string;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}

export interface LogPageQuery extends LogFilterParams {
  current: number;
  size: number;
}
