import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { UploadPanel } from '@/components/upload-panel/upload-panel';
import { SideNav } from '@/features/navigation/components/side-nav';
import { currentLanguage } from '@/lib/i18n';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

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
      <UploadPanel />
    </Layout>
  );
}
