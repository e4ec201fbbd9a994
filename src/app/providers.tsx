import { useEffect, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { setNotifier } from '@/lib/notify';

/**
 * No automatic retries: every failed call has already told the user why, and a silent second attempt
 * would say it twice. Screens offer a retry button instead.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Hands antd's context-aware message API to code outside React (the API client). */
function NotifierBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setNotifier({
      success: (text) => void message.success(text),
      info: (text) => void message.info(text),
      warning: (text) => void message.warning(text),
      error: (text) => void message.error(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

/**
 * antd's default blue (#1677ff) and its light grey descriptions fall short of WCAG AA contrast (4.5:1) for
 * small text; these shades meet it.
 */
const APP_THEME = {
  token: {
    colorPrimary: '#0958d9',
    colorError: '#cf1322',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  },
  components: {
    // Preset tags draw their text in shade 7 on shade 1; for the warm colours that is under 4.5:1, so their
    // text takes a darker shade of the same colour.
    Tag: {
      gold7: '#874d00',
      orange7: '#873800',
      yellow7: '#876800',
      volcano7: '#ad2102',
      green7: '#237804',
      lime7: '#3f6600',
      cyan7: '#006d75',
    },
  },
};

/**
 * antd puts a space between two Chinese characters in a button ('打 开'), so the visible text no longer
 * matches the accessible name a screen reader user speaks ('打开 …'): keep the text as written.
 */
const BUTTON_CONFIG = { autoInsertSpace: false };

export interface ProvidersProps {
  i18n: I18n;
  antdLocale: AntdLocale;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Every provider the app needs, in one place; tests render through the same tree. */
export function AppProviders({ i18n, antdLocale, queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale} componentSize="small" theme={APP_THEME} button={BUTTON_CONFIG}>
        <AntdApp>
          <NotifierBridge />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
