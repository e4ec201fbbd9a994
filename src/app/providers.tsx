import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { followWindowFocus } from '@/lib/api/live-query';
import { LiveRegion } from '@/components/live-region/live-region';
import { appFeedbackHost, type AppFeedbackPart } from '@/lib/app-feedback';
import { retryDelay, retryUnreachable, serverReach } from '@/lib/api/server-reach';
import { useThemePreference, type ThemePreference } from '@/lib/theme';
import { useMediaQuery } from '@/lib/use-media-query';
import { watchAccessibleNames } from '@/lib/accessible-names';

/**
 * Retries only while the server cannot be reached (with back-off; its one notice says so): any other
 * failure has already told the user why, and a silent second attempt would say it twice. Screens offer a
 * retry button instead.
 */
export function createQueryClient() {
  followWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnreachable, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** antd's hook APIs' hosts, each fetched with the first call to its API (src/lib/app-feedback.ts). */
const HOSTS: Record<AppFeedbackPart, () => Promise<{ default: ComponentType }>> = {
  message: () => import('./app-feedback-hosts/message-host'),
  notification: () => import('./app-feedback-hosts/notification-host'),
  modal: () => import('./app-feedback-hosts/modal-host'),
};

/**
 * antd's message, notification and modal APIs, each once it is first asked for: nothing on a screen's first
 * load uses them. A failed fetch drops the calls waiting; the next call tries again.
 */
function AppFeedbackSlot() {
  const wanted = useSyncExternalStore(appFeedbackHost.subscribe, appFeedbackHost.wanted);
  const [hosts, setHosts] = useState<Partial<Record<AppFeedbackPart, ComponentType>>>({});
  useEffect(() => appFeedbackHost.mounted(), []);
  useEffect(() => {
    let live = true;
    for (const part of wanted) {
      if (hosts[part]) continue;
      HOSTS[part]().then(
        ({ default: Host }) => live && setHosts((before) => (before[part] ? before : { ...before, [part]: Host })),
        (error: unknown) => {
          console.error('Messages or dialogs could not be loaded:', error);
          if (live) appFeedbackHost.failed(part);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [wanted, hosts]);
  return (Object.keys(hosts) as AppFeedbackPart[]).map((part) => {
    const Host = hosts[part]!;
    return <Host key={part} />;
  });
}

/**
 * The element antd's App drew around the app: the theme's CSS variables, and its text colour, font size, line
 * height and font family, which every element inherits (App itself is not mounted: its APIs load on use, see
 * AppFeedbackSlot).
 */
function AppRoot({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const { colorText, fontSize, lineHeight, fontFamily } = token;
  const style = useMemo(() => ({ color: colorText, fontSize, lineHeight, fontFamily }), [colorText, fontSize, lineHeight, fontFamily]);
  return (
    <div className={THEME_CSS_VAR_CLASS} style={style}>
      {children}
    </div>
  );
}

/**
 * antd's default blue (#1677ff) and its light grey descriptions fall short of WCAG AA contrast (4.5:1) for
 * small text on white; these shades meet it. The dark theme keeps antd's dark algorithm's own colours.
 */
const LIGHT_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#0958d9',
  colorError: '#cf1322',
  colorLink: '#0958d9',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
};
/** antd's dark algorithm turns the link seed #4096ff into this blue (4.8:1 on the dark container). */
const DARK_LINK = '#3983dc';
// On the dark background antd's dark link blue (3.6:1) and error red (4.4:1) miss AA; these pass (4.8:1, 5.5:1).
const DARK_TOKENS: ThemeConfig['token'] = {
  colorLink: '#4096ff',
  colorError: '#ff7875',
  colorTextDescription: 'rgba(255, 255, 255, 0.7)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.7)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
};
// Preset tags draw their text in shade 7 on shade 1; for the warm colours that is under 4.5:1 on white, so
// their text takes a darker shade of the same colour.
const LIGHT_TAGS = {
  gold7: '#874d00',
  orange7: '#873800',
  yellow7: '#876800',
  volcano7: '#ad2102',
  green7: '#237804',
  lime7: '#3f6600',
  cyan7: '#006d75',
};

/**
 * The class under which antd declares the theme's CSS variables (`--ant-font-size-lg`, `--ant-orange-6`…),
 * named rather than generated so the app's root element can carry it, as antd's App element did: the app's
 * own elements read the variables wherever they are, not only inside an antd component.
 */
export const THEME_CSS_VAR_CLASS = 'css-var-dms';

/**
 * When the system asks for reduced motion (WCAG 2.3.3), antd's moves last a hundredth of a second: dialogs,
 * drawers and menus appear and go at once instead of sliding or zooming. Not antd's `motion: false`: that
 * mounts a dialog's content while the dialog is still hidden, so its `autoFocus` field lost the focus to
 * the close button; a move that short keeps antd's order of events, in which the field gets it.
 */
const REDUCED_MOTION: ThemeConfig['token'] = { motionDurationFast: '0.01s', motionDurationMid: '0.01s', motionDurationSlow: '0.01s' };

/**
 * antd's algorithms for the user's choice: light or dark (the system's when so chosen), compact or not;
 * all but still when the system asks for reduced motion (REDUCED_MOTION).
 */
export function themeConfig({ compact }: ThemePreference, dark: boolean, reducedMotion = false): ThemeConfig {
  const base = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const colours = dark ? DARK_TOKENS : LIGHT_TOKENS;
  return {
    cssVar: { key: THEME_CSS_VAR_CLASS },
    algorithm: compact ? [base, antdTheme.compactAlgorithm] : base,
    token: reducedMotion ? { ...colours, ...REDUCED_MOTION } : colours,
    // A solid danger button keeps AA with dark text on the dark theme's lighter red.
    // The selected tab's text takes the link's blue, which passes where the primary blue (3.6:1) does not.
    components: dark
      ? { Button: { dangerColor: '#141414' }, Tabs: { itemSelectedColor: DARK_LINK, itemActiveColor: DARK_LINK, inkBarColor: DARK_LINK } }
      : { Tag: LIGHT_TAGS },
  };
}

/**
 * The theme's colours as CSS variables on the page's root, named as antd names its own
 * (`--ant-color-bg-container`): the app's CSS reads them, and so do the body, the browser's scroll bars
 * and form controls (color-scheme), and anything drawn outside an antd element.
 */
function ThemeRoot({ dark }: { dark: boolean }) {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(token)) {
      if (!name.startsWith('color') && !name.startsWith('boxShadow')) continue;
      if (typeof value !== 'string') continue;
      root.style.setProperty(`--ant-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value);
    }
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.dataset.theme = dark ? 'dark' : 'light';
  }, [token, dark]);
  return null;
}

/**
 * antd puts a space between two Chinese characters in a button ('打 开'), so the visible text no longer
 * matches the accessible name a screen reader user speaks ('打开 …'): keep the text as written.
 */
const BUTTON_CONFIG = { autoInsertSpace: false };
/** The click ripple of buttons is motion too: off when the system asks for less. */
const NO_WAVE = { disabled: true };

export interface ProvidersProps {
  i18n: I18n;
  antdLocale: AntdLocale;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Every provider the app needs, in one place; tests render through the same tree. */
export function AppProviders({ i18n, antdLocale, queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The server answers again after an outage: what the screen shows is fetched again.
  useEffect(() => serverReach.onRecovered(() => void client.invalidateQueries()), [client]);
  const preference = useThemePreference();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const dark = preference.mode === 'dark' || (preference.mode === 'system' && systemDark);
  const theme = useMemo(() => themeConfig(preference, dark, reducedMotion), [preference, dark, reducedMotion]);
  // Icons' English names out of the controls' names, and antd's step handlers named in the user's language.
  useEffect(
    () =>
      watchAccessibleNames(document.body, () => ({
        increase: i18n.t('common:a11y.increaseValue'),
        decrease: i18n.t('common:a11y.decreaseValue'),
        search: i18n.t('common:a11y.search'),
        clear: i18n.t('common:a11y.clear'),
      })),
    [i18n],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={antdLocale}
        componentSize="small"
        theme={theme}
        button={BUTTON_CONFIG}
        wave={reducedMotion ? NO_WAVE : undefined}
      >
        <ThemeRoot dark={dark} />
        <AppFeedbackSlot />
        <AppRoot>
          <LiveRegion />
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </AppRoot>
      </ConfigProvider>
    </I18nextProvider>
  );
}
