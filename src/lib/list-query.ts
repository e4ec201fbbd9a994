/**
 * Turning what a list screen holds (typed filters, a date range, the table's sort, the page) into the body
 * of a list or export call: empty filters are left out, text is trimmed, a date range becomes
 * `from` / `to` as 'YYYY-MM-DD HH:mm:ss' (the first and last second of the chosen days), and the table's
 * sort becomes `orderColumn` / `order` through the screen's own column names.
 */
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export interface SortState {
  field: string;
  order: 'ASC' | 'DESC';
}

/** `from` / `to` of a date range; either end may be open. */
export function rangeParams(range: DateRange): { from?: string; to?: string } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').format(DATE_TIME_FORMAT) } : {}),
    ...(end ? { to: end.endOf('day').format(DATE_TIME_FORMAT) } : {}),
  };
}

/** `orderColumn` / `order` for a sort on one of `columns` (screen field -> server column); else nothing. */
export function sortParams(
  sort: SortState | null | undefined,
  columns: Record<string, string>,
): { orderColumn?: string; order?: 'ASC' | 'DESC' } {
  if (!sort) return {};
  const column = columns[sort.field];
  return column ? { orderColumn: column, order: sort.order } : {};
}

/** The filters with text trimmed and empty values (undefined, null, '') left out. */
export function compactFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean === undefined || clean === null || clean === '') continue;
    out[key] = clean;
  }
  return out as Partial<T>;
}

/** 'YYYY-MM-DD HH:mm:ss' of a server time in the user's time zone, or '' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format(DATE_TIME_FORMAT) : value;
}

/** 'YYYY-MM-DD' of a server time, or ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD') : value;
}
