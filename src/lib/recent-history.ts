/**
 * The recent-browsing list (spec §3, §4, §9), kept in local storage under `history`: entries are a fileId
 * plus whatever the caller supplies (name, type, folder). The rule:
 *   - a file opened again moves to the front (its entry is replaced by the newer one);
 *   - a new file goes in at the front;
 *   - the list holds at most 8; when full, the oldest (last) entry is dropped.
 * Whoever opens a file (file list, dashboard, search) calls `recordHistory`; the dashboard reads it.
 */
import { STORAGE_KEYS, readStored, writeStored } from './storage';

export const HISTORY_LIMIT = 8;

export interface HistoryEntry {
  fileId: string;
  fileName?: string;
  /** Leading dot, e.g. '.pdf'. */
  fileType?: string;
  /** The folder the file lives in. */
  dirId?: string;
  /** When it was opened (ms since epoch). */
  openedAt?: number;
  [field: string]: unknown;
}

/** The list after opening `entry`: the pure rule, for any list. */
export function pushHistory(list: readonly HistoryEntry[], entry: HistoryEntry, limit = HISTORY_LIMIT): HistoryEntry[] {
  const id = String(entry.fileId);
  const rest = list.filter((item) => String(item.fileId) !== id);
  return [{ ...entry, fileId: id }, ...rest].slice(0, limit);
}

const isEntry = (value: unknown): value is HistoryEntry =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as HistoryEntry).fileId === 'string' || typeof (value as HistoryEntry).fileId === 'number');

/** The stored list, newest first; anything unreadable in storage reads as an empty list. */
export function readHistory(): HistoryEntry[] {
  const stored = readStored<unknown>(STORAGE_KEYS.history);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(isEntry)
    .map((item) => ({ ...item, fileId: String(item.fileId) }))
    .slice(0, HISTORY_LIMIT);
}

/** Event fired on this window when the list changes (other tabs get the `storage` event). */
export const HISTORY_CHANGED_EVENT = 'dms:history-changed';

/** Record that the user opened a file. */
export function recordHistory(entry: HistoryEntry, now = Date.now()): HistoryEntry[] {
  const next = pushHistory(readHistory(), { openedAt: now, ...entry });
  writeStored(STORAGE_KEYS.history, next);
  window.dispatchEvent(new Event(HISTORY_CHANGED_EVENT));
  return next;
}

/** Subscribe to changes of the list from this tab and from others; returns the unsubscribe. */
export function subscribeHistory(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.history) onChange();
  };
  window.addEventListener(HISTORY_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(HISTORY_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
