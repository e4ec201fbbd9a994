/**
 * The expiry reminder's rules: at most once a day per account, how many files the user
 * can see expire within the window (the system setting; the dashboard's own list, same request), and how many system
 * files are already overdue (GET /files/selectExpireSysFile, for the users whose menu offers that list).
 */
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { overdueSystemFilesQueryOptions } from '@/entities/files/get-overdue-system-files';
import { paramConfigQueryOptions, settingsOf } from '@/entities/file-params/get-param-config';
import { expiringFilesQueryOptions } from './api/get-expiring-files';
import { EXPIRY_LIST_SIZE } from './use-expiry-lists';

/** Where the reminder's link goes: the home screen's expiry card, on its "next 30 days" list. */
export const EXPIRING_LIST_PATH = '/home?expiry=soon';

type RemindedDays = Record<string, string>;

const dayOf = (now: number) => dayjs(now).format('YYYY-MM-DD');

/** Whether the account has not been reminded yet today (this browser). */
export function reminderDue(account: string, now = Date.now()): boolean {
  return readStored<RemindedDays>(STORAGE_KEYS.expiryReminder)?.[account] !== dayOf(now);
}

export function markReminded(account: string, now = Date.now()): void {
  const days = readStored<RemindedDays>(STORAGE_KEYS.expiryReminder) ?? {};
  writeStored(STORAGE_KEYS.expiryReminder, { ...days, [account]: dayOf(now) });
}

export interface ExpiryCounts {
  /** Files expiring within the window. */
  soon: number;
  /** The window, in days. */
  days: number;
  /** Expired system files; 0 when the user may not ask (errno 403) or the call fails. */
  overdue: number;
}

/**
 * `withOverdue`: the user's menu offers the overdue list, so its call may be made (others are refused, and
 * a screen the menu does not offer asks nothing). Rejects when the expiring list cannot
 * be read (the reminder then stays quiet); a failed overdue count only counts as none.
 */
export async function countExpiring(queryClient: QueryClient, withOverdue: boolean): Promise<ExpiryCounts> {
  const config = await queryClient.fetchQuery(paramConfigQueryOptions()).catch(() => undefined);
  const days = settingsOf(config).expiryWarningDays;
  const [soon, overdue] = await Promise.all([
    queryClient.fetchQuery(expiringFilesQueryOptions(days, EXPIRY_LIST_SIZE)),
    withOverdue ? queryClient.fetchQuery(overdueSystemFilesQueryOptions({ current: 1, size: 1 })).catch(() => null) : null,
  ]);
  return { soon: soon.total, days, overdue: overdue?.total ?? 0 };
}
