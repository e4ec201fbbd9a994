import { useId } from 'react';
import { Empty, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/item-list/item-list';
import { useHistoryFiles } from '../api/get-history-files';
import { mergeRecent } from '../recent-files';
import { useLocalHistory } from '../use-local-history';
import { CardError } from './card-error';
import { FileEntry } from './file-entry';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

/** Recent browsing: this browser's history (local storage `history`) and the server's (showHistoryFile). */
export function RecentFilesCard() {
  const { t } = useTranslation('dashboard');
  const local = useLocalHistory();
  const server = useHistoryFiles();
  const files = mergeRecent(local, server.data);
  const hintId = useId();
  const anyElsewhere = files.some((file) => file.source === 'server');

  return (
    <DashboardCard icon={<HistoryOutlined aria-hidden />} bodyClassName={styles.cardBody} label={t('recent.title')}>
      {server.error && <CardError error={server.error} onRetry={() => void server.refetch()} />}
      <ItemList
        loading={server.isPending && local.length === 0}
        items={files}
        rowKey={(file) => file.fileId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recent.empty')} />}
        renderItem={(file) => (
          <FileEntry
            file={file}
            tag={
              file.source === 'server' ? (
                <Tag style={{ marginLeft: 8 }} aria-describedby={hintId}>
                  {t('recent.elsewhere')}
                </Tag>
              ) : undefined
            }
          />
        )}
      />
      {/* What the tag means, where it shows. */}
      {anyElsewhere && (
        <Typography.Text type="secondary" id={hintId} style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('recent.elsewhereHint')}
        </Typography.Text>
      )}
    </DashboardCard>
  );
}
