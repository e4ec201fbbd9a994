/**
 * The benchmark's reference: a bare page of the same stack (antd, React, router, i18next, react-query,
 * axios) with a form like the login's, so the app's first load can be compared with what the stack alone
 * costs. Not part of the product.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import axios from 'axios';
import { App, Button, Card, ConfigProvider, Form, Input } from 'antd';

void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { title: 'Sign in' } } } });
const client = axios.create({ baseURL: '/dms', timeout: 150000 });
const queryClient = new QueryClient();

function Page() {
  // Its own one-key dictionary, not the app's typed namespaces.
  const t = useTranslation().t as unknown as (key: 'title') => string;
  useQuery({ queryKey: ['ping'], queryFn: () => client.get('/ping').then((r) => r.data), enabled: false });
  return (
    <Card title={t('title')} style={{ maxWidth: 420, margin: '80px auto' }}>
      <Form layout="vertical">
        <Form.Item name="account" label="Account" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('title')}
        </Button>
      </Form>
    </Card>
  );
}

const router = createHashRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider>
      <App>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  </StrictMode>,
);
