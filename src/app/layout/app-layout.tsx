import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import styles from './app-layout.module.css';

/** The shell of every screen inside the layout: header, side navigation and the content area. */
export function AppLayout() {
  return (
    <Layout className={styles.shell}>
      <AppHeader />
      <Layout>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
