import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';
import { ActivityCard } from '../components/activity-card';
import { ExpiringFilesCard } from '../components/expiring-files-card';
import { FavouritesCard } from '../components/favourites-card';
import { RecentFilesCard } from '../components/recent-files-card';
import styles from '../components/dashboard.module.css';

/**
 * Home (/home): recent browsing, favourites, files expiring soon and the last 30 days of activity.
 * `?expiry=soon` (the expiry reminder's link) brings the expiry card's "next 30 days" list into view.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [params] = useSearchParams();
  const { key: visit } = useLocation();
  const expiryFocus = params.get('expiry') === 'soon' ? visit : null;
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        <h4 className={styles.title}>{t('title')}</h4>
        {/* The workspace's saved views: opened, renamed or deleted from here too. */}
        <SavedViewsMenu />
      </div>
      {/* antd's Row and Col (gutter 16 both ways; full width, side by side from 1200 px) as a CSS grid. */}
      <div className={styles.grid}>
        <div className={styles.half}>
          <RecentFilesCard />
        </div>
        <div className={styles.half}>
          <FavouritesCard />
        </div>
        <div className={styles.wide}>
          <ActivityCard />
        </div>
        <div className={styles.narrow}>
          <ExpiringFilesCard focusKey={expiryFocus} />
        </div>
      </div>
    </div>
  );
}
