import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { announcements } from '@/lib/announce';
import styles from './live-region.module.css';

/**
 * The app's polite live region (see lib/announce): visually hidden, always in the page. Each announcement
 * is a new element, so a repeated text is read again.
 */
export function LiveRegion() {
  const { t } = useTranslation();
  // A region that mounts later (a new screen tree) says only what is announced from then on, not the last
  // thing said before it was there.
  const [since] = useState(() => announcements.getSnapshot().seq);
  const { text, seq } = useSyncExternalStore(announcements.subscribe, announcements.getSnapshot);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true" aria-label={t('common:a11y.announcements')}>
      {seq > since && text && <span key={seq}>{text}</span>}
    </div>
  );
}
