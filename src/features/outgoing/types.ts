import type { DateRange } from '@/lib/list-query';

export type OutgoingChannel = 'email' | 'link' | 'usb';
export const CHANNELS: OutgoingChannel[] = ['email', 'link', 'usb'];

/** A document sent outside the company (fields ASSUMED: the spec names the screen only). */
export interface DataOutgoingLog {
  id: string;
  fileId: string;
  documentNumber: string;
  fileName: string;
  revision: number;
  receiverCompany: string;
  receiverName: string;
  receiverEmail: string;
  sender: string;
  department: string;
  purpose: string;
  channel: OutgoingChannel;
  sendTime: string;
}

export type MouldStatus = 'out' | 'returned';
export const MOULD_STATUSES: MouldStatus[] = ['out', 'returned'];

/** A shell mould sent to a supplier (fields ASSUMED). */
export interface MouldOutgoingLog {
  id: string;
  mouldNumber: string;
  mouldName: string;
  partNumber: string;
  supplier: string;
  quantity: number;
  sender: string;
  approver: string;
  outTime: string;
  expectedReturn: string;
  returnTime: string | null;
  status: MouldStatus;
  remark: string;
}

export interface DataOutgoingFilters {
  fileName?: string;
  receiverCompany?: string;
  sender?: string;
  channel?: OutgoingChannel;
  range?: DateRange;
}

export interface MouldOutgoingFilters {
  mouldNumber?: string;
  supplier?: string;
  status?: MouldStatus;
  range?: DateRange;
}

/** Filters as sent: text filters, from / to, orderColumn / order. */
export type FilterParams<F> = Omit<F, 'range'> & { from?: string; to?: string; orderColumn?: string; order?: 'ASC' | 'DESC' };

export type PageQuery<F> = FilterParams<F> & { current: number; size: number };
