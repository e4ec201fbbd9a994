import { Card, Empty, Typography } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/item-list/item-list';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '@/lib/list-query';
import { useExpiringFiles } from '../api/get-expiring-files';
import type { ExpiringFile } from '../types';
import { CardError } from './card-error';
import { FileEntry } from './file-entry';
import styles from './dashboard.module.css';

export const EXPIRY_WINDOW_DAYS = 30;
const SHOWN = 8;

function ExpiryTag({ file }: { file: ExpiringFile }) {
  const { t } = useTranslation('dashboard');
  if (file.daysLeft < 0) {
    return (
      <StatusTag tone="red" style={{ marginLeft: 8 }}>
        {t('expiring.expiredAgo', { count: -file.daysLeft })}
      </StatusTag>
    );
  }
  return (
    <StatusTag tone={file.daysLeft <= 7 ? 'orange' : 'gold'} style={{ marginLeft: 8 }}>
      {t('expiring.inDays', { count: file.daysLeft })}
    </StatusTag>
  );
}

/** Files expiring soon: effective date within the next 30 days first, then those already expired. */
export function ExpiringFilesCard() {
  const { t } = useTranslation('dashboard');
  const { data, isPending, error, refetch } = useExpiringFiles(EXPIRY_WINDOW_DAYS, SHOWN);

  return (
    <Card
      title={
        <span>
          <FieldTimeOutlined aria-hidden /> {t('expiring.title')}
        </span>
      }
      extra={data && <Typography.Text type="secondary">{t('common:table.total', { count: data.total })}</Typography.Text>}
      classNames={{ body: styles.cardBody }}
      role="region"
      aria-label={t('expiring.title')}
    >
      {error && <CardError error={error} onRetry={() => void refetch()} />}
      <ItemList
        loading={isPending}
        items={data?.records ?? []}
        rowKey={(file) => file.fileId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('expiring.empty', { count: EXPIRY_WINDOW_DAYS })} />}
        renderItem={(file) => (
          <FileEntry file={file} tag={<ExpiryTag file={file} />} description={t('expiring.effective', { date: formatDate(file.editDate) })} />
        )}
      />
    </Card>
  );
}
