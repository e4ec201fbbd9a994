import type { DateRange } from '@/lib/list-query';

/** A document received from the OA system (fields ASSUMED: the spec shows only the call). */
export interface OaFile {
  id: string;
  title: string;
  fileName: string;
  docNumber: string;
  sender: string;
  senderDepartment: string;
  receiver: string;
  receiveTime: string;
  urgency: 'normal' | 'urgent';
  status: 'pending' | 'archived';
  totalSize: number;
}

/** What the filter row holds; the title comes from the table's search box. */
export interface OaFilters {
  sender?: string;
  status?: OaFile['status'];
  urgency?: OaFile['urgency'];
  range?: DateRange;
}

export interface OaPageQuery {
  current: number;
  size: number;
  title?: string;
  sender?: string;
  status?: OaFile['status'];
  urgency?: OaFile['urgency'];
  from?: string;
  to?: string;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}
