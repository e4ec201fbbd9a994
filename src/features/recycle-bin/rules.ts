/**
 * The recycle bin's and the overdue list's rules as pure functions: what the user may do with a file
 * (from the levels the server reports), when the bin deletes a file for good, and the list calls' bodies.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { compactFilters, rangeParams, sortParams, type SortState } from '@/lib/list-query';
import { folderCapabilities } from '@/lib/permissions';
import type { BinFile, BinFilters, BinPageQuery, CallerLevels, OverduePageQuery } from './types';

/** Table columns that sort on the server, and the server's names for them. */
export const BIN_SORT_COLUMNS: Record<string, string> = {
  fileName: 'file_name',
  voidedAt: 'voided_at',
  fileType: 'file_type',
  totalSize: 'total_size',
};
export const OVERDUE_SORT_COLUMNS: Record<string, string> = { fileName: 'file_name', editDate: 'edit_date' };

/** Restore and permanent delete: file level 50 or directory level 7 (what the server enforces). */
export function canManageBinFile(levels: CallerLevels): boolean {
  const caps = folderCapabilities(levels.userDirLevel, levels.userFileLevel);
  return caps.canDelete || caps.canDeleteOrMoveFiles;
}

/** A new effective date: file level 50 or directory level 5. */
export function canChangeEffectiveDate(levels: CallerLevels): boolean {
  const caps = folderCapabilities(levels.userDirLevel, levels.userFileLevel);
  return caps.canChange || caps.canDeleteOrMoveFiles;
}

export type PurgeInfo = { kind: 'kept' } | { kind: 'days'; days: number } | { kind: 'unknown' };

/**
 * When the bin deletes the file for good: system files are kept; others go `months` after voiding (the
 * retention setting; the server's purgeTime when it sends one). `days` counts whole days left, at least 0.
 */
export function purgeInfo(file: Pick<BinFile, 'isSystem' | 'voidedAt' | 'purgeTime'>, months: number, now: Dayjs = dayjs()): PurgeInfo {
  if (file.isSystem) return { kind: 'kept' };
  const at = file.purgeTime ? dayjs(file.purgeTime) : file.voidedAt ? dayjs(file.voidedAt).add(months, 'month') : null;
  if (!at?.isValid()) return { kind: 'unknown' };
  return { kind: 'days', days: Math.max(0, Math.ceil(at.diff(now, 'hour', true) / 24)) };
}

/** The body of the recycle bin's list call. */
export function toBinPageQuery(filters: BinFilters, page: number, size: number, sort: SortState | null): BinPageQuery {
  const { range, ...text } = filters;
  return { current: page, size, ...compactFilters(text), ...rangeParams(range), ...sortParams(sort, BIN_SORT_COLUMNS) };
}

/** The query of the overdue list call. */
export function toOverduePageQuery(fileName: string, page: number, size: number, sort: SortState | null): OverduePageQuery {
  return { current: page, size, ...compactFilters({ fileName }), ...sortParams(sort, OVERDUE_SORT_COLUMNS) };
}

/** A new effective date may be today or later, never in the past. */
export const isPastDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isBefore(now, 'day');

/**
 * The effective date as sent: 'YYYY-MM-DD', the one format of every effective date in the API contract
 * (upload, new version, changeEditDate, uniteSettingDate); the file is in force through that day.
 */
export const effectiveDateParam = (day: Dayjs) => day.format('YYYY-MM-DD');
