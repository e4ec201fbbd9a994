import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { readHistory, subscribeHistory, type HistoryEntry } from '@/lib/recent-history';

let cachedRaw: string | null | undefined;
let cachedList: HistoryEntry[] = [];

/** The stored list, the same array while storage holds the same text (useSyncExternalStore needs that). */
function snapshot(): HistoryEntry[] {
  const raw = localStorage.getItem(STORAGE_KEYS.history);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = readHistory();
  }
  return cachedList;
}

/** This browser's recent-browsing list, live: it follows opens in this tab and in others. */
export const useLocalHistory = () => useSyncExternalStore(subscribeHistory, snapshot, () => cachedList);
