import { useEffect, useRef } from 'react';
import { Card, Empty, Tabs, Typography } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/item-list/item-list';
import { StatusTag } from '@/components/status-tag';
import type { Page } from '@/lib/api/page';
import { formatDate } from '@/lib/list-query';
import type { ExpiringFile } from '../types';
import { EXPIRY_WINDOW_DAYS, useExpiryLists, type ExpiryView } from '../use-expiry-lists';
import { CardError } from './card-error';
import { FileEntry } from './file-entry';
import styles from './dashboard.module.css';

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
      {file.daysLeft === 0 ? t('expiring.today') : t('expiring.inDays', { count: file.daysLeft })}
    </StatusTag>
  );
}

function ExpiryList({ query, empty }: { query: UseQueryResult<Page<ExpiringFile>>; empty: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {query.error && <CardError error={query.error} onRetry={() => void query.refetch()} />}
      <ItemList
        loading={query.isPending && query.fetchStatus !== 'idle'}
        items={query.data?.records ?? []}
        rowKey={(file) => file.fileId}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
        renderItem={(file) => (
          <FileEntry
            file={file}
            tag={<ExpiryTag file={file} />}
            description={t(file.daysLeft < 0 ? 'expiring.expiredOn' : 'expiring.effective', { date: formatDate(file.editDate) })}
          />
        )}
      />
    </>
  );
}

/**
 * Files expiring soon: those whose effective date ends within the next 30 days, soonest first; the files
 * already expired are apart, under their own tab. A new `focusKey` (a visit of the expiry reminder's link)
 * turns to the first list, scrolls the card into view and moves focus to it.
 */
export function ExpiringFilesCard({ focusKey = null }: { focusKey?: string | null }) {
  const { t } = useTranslation('dashboard');
  const { view, show, soon, expired, active } = useExpiryLists();
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusKey) return;
    show('soon');
    cardRef.current?.scrollIntoView?.({ block: 'start' });
    cardRef.current?.focus({ preventScroll: true });
    // `show` is a fresh function each render; only a new visit counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  return (
    <Card
      ref={cardRef}
      tabIndex={-1}
      title={
        <span>
          <FieldTimeOutlined aria-hidden /> {t('expiring.title')}
        </span>
      }
      extra={active.data && <Typography.Text type="secondary">{t('common:table.total', { count: active.data.total })}</Typography.Text>}
      classNames={{ body: styles.cardBody }}
      role="region"
      aria-label={t('expiring.title')}
    >
      <Tabs
        size="small"
        activeKey={view}
        onChange={(key) => show(key as ExpiryView)}
        items={[
          {
            key: 'soon',
            label: t('expiring.soonTab', { count: EXPIRY_WINDOW_DAYS }),
            children: <ExpiryList query={soon} empty={t('expiring.empty', { count: EXPIRY_WINDOW_DAYS })} />,
          },
          {
            key: 'expired',
            label: t('expiring.expiredTab'),
            children: <ExpiryList query={expired} empty={t('expiring.noneExpired')} />,
          },
        ]}
      />
    </Card>
  );
}
