import { Empty, Tag } from 'antd';
import { StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/item-list/item-list';
import { formatDate } from '@/lib/list-query';
import { useFavourites } from '@/entities/favourites/get-favourites';
import { revealBidi } from '@/lib/names';
import { CardError } from './card-error';
import { FileEntry } from './file-entry';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

/** My favourites: every list of the user, newest first, with the list each entry is filed under. */
export function FavouritesCard() {
  const { t } = useTranslation('dashboard');
  const { data, isPending, error, refetch } = useFavourites();

  return (
    <DashboardCard icon={<StarOutlined aria-hidden />} bodyClassName={styles.cardBody} label={t('favourites.title')}>
      {error && <CardError error={error} onRetry={() => void refetch()} />}
      <ItemList
        loading={isPending}
        items={data ?? []}
        rowKey={(entry) => entry.signId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('favourites.empty')} />}
        renderItem={(entry) => (
          <FileEntry
            file={{ ...entry.file, fileId: String(entry.file.fileId ?? entry.fileNum) }}
            tag={<Tag style={{ marginLeft: 8 }}>{revealBidi(entry.signName)}</Tag>}
            description={t('favourites.added', { date: formatDate(entry.createTime) })}
          />
        )}
      />
    </DashboardCard>
  );
}
