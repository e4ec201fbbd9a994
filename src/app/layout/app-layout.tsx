import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideNav } from '@/features/navigation/components/side-nav';
import { currentLanguage } from '@/lib/i18n';
import { uploadQueue } from '@/lib/upload/upload-queue';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

/**
 * The upload panel (progress bars, typography) loads with the first upload, not with every screen's first
 * paint (issue 13: /home's first load); it shows nothing while the queue is empty anyway.
 */
const UploadPanel = lazy(() => import('@/components/upload-panel/upload-panel').then((m) => ({ default: m.UploadPanel })));

function UploadPanelWhenBusy() {
  const tasks = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);
  if (tasks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanel />
    </Suspense>
  );
}

/** The shell of every screen inside the layout: header, side navigation and the content area. */
export function AppLayout() {
  return (
    <Layout className={styles.shell}>
      <AppHeader />
      <Layout>
        <SideNav language={currentLanguage()} />
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <UploadPanelWhenBusy />
    </Layout>
  );
}
