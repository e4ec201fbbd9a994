import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Empty } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/item-list/item-list';
import { StatusTag } from '@/components/status-tag';
import type { Page } from '@/lib/api/page';
import { formatDate } from '@/lib/list-query';
import type { ExpiringFile } from '../types';
import { useExpiryLists, type ExpiryView } from '../use-expiry-lists';
import { CardError } from './card-error';
import { FileEntry } from './file-entry';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-card';

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

const VIEWS: ExpiryView[] = ['soon', 'expired'];

/**
 * The two lists' tabs: the ARIA tab pattern (arrows, Home and End move between the tabs and show the list)
 * drawn like antd's small Tabs, which would weigh on /home's first load for two labels.
 */
function ExpiryTabs({
  view,
  onChange,
  labels,
  children,
}: {
  view: ExpiryView;
  onChange: (view: ExpiryView) => void;
  labels: Record<ExpiryView, string>;
  children: ReactNode;
}) {
  const id = useId();
  const tabs = useRef<Partial<Record<ExpiryView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const at = VIEWS.indexOf(view);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: VIEWS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = VIEWS[(next + VIEWS.length) % VIEWS.length];
    onChange(target);
    tabs.current[target]?.focus();
  };
  return (
    <>
      <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
        {VIEWS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={view === key}
            aria-controls={`${id}-panel`}
            tabIndex={view === key ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`}>
        {children}
      </div>
    </>
  );
}

/**
 * Files expiring soon: those whose effective date ends within the window (the system setting), soonest first; the files
 * already expired are apart, under their own tab. A new `focusKey` (a visit of the expiry reminder's link)
 * turns to the first list, scrolls the card into view and moves focus to it.
 */
export function ExpiringFilesCard({ focusKey = null }: { focusKey?: string | null }) {
  const { t } = useTranslation('dashboard');
  const { view, show, days, soon, expired, active } = useExpiryLists();
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
    <DashboardCard
      ref={cardRef}
      tabIndex={-1}
      icon={<FieldTimeOutlined aria-hidden />}
      extra={active.data && <span className={styles.secondary}>{t('common:table.total', { count: active.data.total })}</span>}
      bodyClassName={styles.cardBody}
      label={t('expiring.title')}
    >
      <ExpiryTabs view={view} onChange={show} labels={{ soon: t('expiring.soonTab', { count: days }), expired: t('expiring.expiredTab') }}>
        {view === 'soon' ? (
          <ExpiryList key="soon" query={soon} empty={t('expiring.empty', { count: days })} />
        ) : (
          <ExpiryList key="expired" query={expired} empty={t('expiring.noneExpired')} />
        )}
      </ExpiryTabs>
    </DashboardCard>
  );
}
