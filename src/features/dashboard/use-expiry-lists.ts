import { useState } from 'react';
import { useExpiredFiles } from './api/get-expired-files';
import { useExpiringFiles } from './api/get-expiring-files';

export const EXPIRY_WINDOW_DAYS = 30;
/** Rows the card shows; the expiry reminder asks with the same size, so the two share one request. */
export const EXPIRY_LIST_SIZE = 8;

export type ExpiryView = 'soon' | 'expired';

/**
 * The two lists of the expiry card: files whose effective date ends within the window (soonest first),
 * and, apart, files already expired (asked for once the user turns to them).
 */
export function useExpiryLists() {
  const [view, setView] = useState<ExpiryView>('soon');
  const [expiredSeen, setExpiredSeen] = useState(false);
  const soon = useExpiringFiles(EXPIRY_WINDOW_DAYS, EXPIRY_LIST_SIZE);
  const expired = useExpiredFiles(EXPIRY_LIST_SIZE, expiredSeen || view === 'expired');
  const show = (next: ExpiryView) => {
    setView(next);
    if (next === 'expired') setExpiredSeen(true);
  };
  return { view, show, soon, expired, active: view === 'soon' ? soon : expired };
}
