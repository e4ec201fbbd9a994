import { useState } from 'react';
import { useSystemSettings } from '@/entities/file-params/get-param-config';
import { useExpiredFiles } from './api/get-expired-files';
import { useExpiringFiles } from './api/get-expiring-files';

/** Rows the card shows; the expiry reminder asks with the same size, so the two share one request. */
export const EXPIRY_LIST_SIZE = 8;

export type ExpiryView = 'soon' | 'expired';

/**
 * The two lists of the expiry card: files whose effective date ends within the window (the system
 * setting, asked for once it is known; soonest first), and, apart, files already expired (asked for once
 * the user turns to them).
 */
export function useExpiryLists() {
  const [view, setView] = useState<ExpiryView>('soon');
  const [expiredSeen, setExpiredSeen] = useState(false);
  const { settings, settled } = useSystemSettings();
  const days = settings.expiryWarningDays;
  const soon = useExpiringFiles(days, EXPIRY_LIST_SIZE, settled);
  const expired = useExpiredFiles(EXPIRY_LIST_SIZE, expiredSeen || view === 'expired');
  const show = (next: ExpiryView) => {
    setView(next);
    if (next === 'expired') setExpiredSeen(true);
  };
  return { view, show, days, soon, expired, active: view === 'soon' ? soon : expired };
}
