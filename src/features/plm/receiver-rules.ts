import { compactFilters, sortParams, type SortState } from '@/lib/list-query';
import { SHORT_NAME_RULE } from '@/lib/names';
import type { PlmPageQuery, PlmReceiverInput } from './types';

/** The receiver's name follows the shared name rule (the mock's too). */
export const NAME_RULE = SHORT_NAME_RULE;
export const EMAIL_MAX = 100;
export const DEPARTMENT_MAX = 50;
export const REMARK_MAX = 200;

/** local@domain.tld: no spaces, one @, a dot in the domain and a top-level part of two or more characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length > 0 && text.length <= EMAIL_MAX && EMAIL.test(text);
}

export const PLM_SORT_COLUMNS: Record<string, string> = {
  receiverName: 'receiver_name',
  email: 'email',
  department: 'department',
  updateTime: 'update_time',
};

export function toPlmPageQuery(keyword: string, page: number, size: number, sort: SortState | null): PlmPageQuery {
  return { current: page, size, ...compactFilters({ keyword }), ...sortParams(sort, PLM_SORT_COLUMNS) };
}

/** What the dialog sends: trimmed, optional fields left out when empty. */
export function toReceiverInput(values: PlmReceiverInput): PlmReceiverInput {
  return {
    receiverName: values.receiverName.trim(),
    email: values.email.trim(),
    ...compactFilters({ department: values.department, remark: values.remark }),
  };
}
