import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Progress, Space, Tooltip, Typography } from 'antd';
import { CloseOutlined, DownOutlined, RedoOutlined, StopOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { announce } from '@/lib/announce';
import { useReportBottomOverlay } from '@/lib/bottom-overlay';
import { uploadQueue, type UploadTask } from '@/lib/upload/upload-queue';
import { formatBytes } from '@/lib/upload/upload-rules';
import { revealBidi } from '@/lib/names';
import styles from './upload-panel.module.css';

export const useUploadTasks = () => useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);

const percentOf = (task: UploadTask) => (task.size > 0 ? Math.min(100, Math.floor((task.loaded / task.size) * 100)) : 0);

/** Whole seconds since `since`, counted on while `running`. */
function useSecondsSince(since: number | undefined, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return since === undefined ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

function TaskRow({ task }: { task: UploadTask }) {
  const { t } = useTranslation('upload');
  const status = task.status === 'failed' ? 'exception' : task.status === 'done' ? 'success' : 'active';
  // Sent, but the browser has reported no progress yet. Where a service worker answers (the demo) it
  // reports none until the end: the bar says only that it is going, with the size and the time spent.
  const unmeasured = task.status === 'uploading' && task.loaded === 0;
  const seconds = useSecondsSince(task.startedAt, unmeasured);
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <Typography.Text ellipsis={{ tooltip: revealBidi(task.name) }} className={styles.name}>
          {revealBidi(task.name)}
        </Typography.Text>
        <Space size={2}>
          {(task.status === 'queued' || task.status === 'uploading') && (
            <Tooltip title={t('panel.cancel')}>
              <Button
                type="text"
                size="small"
                icon={<StopOutlined />}
                aria-label={t('panel.cancelFile', { name: task.name })}
                onClick={() => uploadQueue.cancel(task.id)}
              />
            </Tooltip>
          )}
          {(task.status === 'failed' || task.status === 'cancelled') && (
            <Tooltip title={t('panel.retry')}>
              <Button
                type="text"
                size="small"
                icon={<RedoOutlined />}
                aria-label={t('panel.retryFile', { name: task.name })}
                onClick={() => uploadQueue.retry(task.id)}
              />
            </Tooltip>
          )}
        </Space>
      </div>
      {unmeasured ? (
        // An indeterminate progress bar: no value (ARIA), a moving stripe.
        <div role="progressbar" aria-label={t('panel.progressOf', { name: task.name })} className={styles.indeterminate}>
          <span className={styles.stripe} />
        </div>
      ) : (
        <Progress
          percent={percentOf(task)}
          size="small"
          status={task.status === 'cancelled' ? 'normal' : status}
          aria-label={t('panel.progressOf', { name: task.name })}
        />
      )}
      <Typography.Text type={task.status === 'failed' ? 'danger' : 'secondary'} className={styles.detail}>
        {unmeasured
          ? t('panel.sending', { total: formatBytes(task.size), count: seconds })
          : task.status === 'uploading' && task.speed > 0
            ? t('panel.speed', {
                loaded: formatBytes(task.loaded),
                total: formatBytes(task.size),
                speed: formatBytes(Math.round(task.speed)),
                left: task.secondsLeft ?? '—',
              })
            : task.status === 'failed'
              ? task.error
              : t(`panel.status.${task.status}`)}
      </Typography.Text>
    </li>
  );
}

/**
 * The upload queue panel, present on every screen of the layout: each file's progress, speed and time left,
 * cancel and retry. While uploads run, closing or reloading the tab asks first.
 */
export function UploadPanel() {
  const { t } = useTranslation('upload');
  const tasks = useUploadTasks();
  const [collapsed, setCollapsed] = useState(false);
  // Lists keep their active row above the panel (WCAG 2.4.11): they learn its box from here.
  const panelRef = useRef<HTMLElement>(null);
  useReportBottomOverlay(panelRef, tasks.length > 0);
  const running = tasks.some((task) => task.status === 'queued' || task.status === 'uploading');

  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a value to show their "leave site?" question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);

  const done = tasks.filter((task) => task.status === 'done').length;
  const failed = tasks.filter((task) => task.status === 'failed').length;
  const cancelled = tasks.filter((task) => task.status === 'cancelled').length;
  // The polite live region hears how far the queue is (each file finished) and how it ended, not every
  // percent of every bar (the list itself is not live: its timers and speeds would never stop talking).
  const spoken =
    tasks.length === 0
      ? ''
      : running
        ? t('panel.summary', { done, total: tasks.length })
        : t('panel.finished', { done, failed, cancelled });
  useEffect(() => {
    if (spoken) announce(spoken);
  }, [spoken]);

  if (tasks.length === 0) return null;

  return (
    <section ref={panelRef} className={styles.panel} aria-label={t('panel.title')}>
      <header className={styles.header}>
        <Typography.Text strong>{t('panel.summary', { done, total: tasks.length })}</Typography.Text>
        <Space size={2}>
          {!running && (
            <Button type="link" size="small" onClick={() => uploadQueue.clearFinished()}>
              {t('panel.clear')}
            </Button>
          )}
          <Button
            type="text"
            size="small"
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            aria-label={collapsed ? t('panel.expand') : t('panel.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          />
          {!running && (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('panel.close')}
              onClick={() => uploadQueue.clearFinished()}
            />
          )}
        </Space>
      </header>
      {!collapsed && (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}
