import { Suspense, lazy, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideNav } from '@/features/navigation/components/side-nav';
import { currentLanguage } from '@/lib/i18n';
import { refreshThemePreference } from '@/lib/theme';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { uploadQueue } from '@/lib/upload/upload-queue';
import { usePageCoveredBottom } from '@/lib/bottom-overlay';
import { useCommandPalette } from '../command-palette/command-palette-host';
import { ROUTE_ICONS } from '../routes';
import { AppHeader } from './app-header';
import { ExpiryReminderSlot } from './expiry-reminder-slot';
import styles from './app-layout.module.css';

/**
 * The upload panel (progress bars, typography) loads with the first upload, not with every screen's first
 * paint; it shows nothing while the queue is empty anyway.
 */
const UploadPanel = lazy(() => import('@/components/upload-panel/upload-panel').then((m) => ({ default: m.UploadPanel })));

/** The phone's navigation drawer: a phone fetches it after the first paint, a wider screen never does. */
const SideNavDrawer = lazy(() => import('@/features/navigation/components/side-nav-drawer'));

function UploadPanelWhenBusy() {
  const tasks = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot);
  if (tasks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UploadPanel />
    </Suspense>
  );
}

/**
 * The shell of every screen inside the layout: header, side navigation and the content area. On a phone the
 * navigation is a drawer opened from the header, so the content has the whole width.
 */
export function AppLayout() {
  const phone = useMediaQuery(PHONE_QUERY);
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const palette = useCommandPalette();
  // Whoever just signed in gets their own theme (the sign-in screens showed this device's last one).
  useEffect(() => refreshThemePreference(), []);
  // WCAG 2.4.11: while the upload panel floats over the bottom, the page can scroll its last controls above
  // it, and a control the focus moves to is scrolled into view above it (the scroll padding).
  const covered = usePageCoveredBottom();
  // The room below the content only where the page scrolls anyway: a screen that fits the window (the lists,
  // which keep their own rows above the panel) is not made to scroll by the panel, which overlays it.
  const content = useRef<HTMLElement>(null);
  const [pageScrolls, setPageScrolls] = useState(false);
  useEffect(() => {
    const element = content.current;
    if (!covered || !element) return;
    const measure = () => {
      const added = parseFloat(element.style.paddingBottom) || 0;
      const own = parseFloat(getComputedStyle(element).paddingTop) || 0;
      // The page's height without the room this adds (the content's own bottom padding equals its top).
      const natural = document.documentElement.scrollHeight - Math.max(0, added - own);
      setPageScrolls(natural > window.innerHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [covered]);
  const reserve = covered && pageScrolls ? covered : 0;
  useEffect(() => {
    document.documentElement.style.scrollPaddingBottom = covered ? `${covered}px` : '';
    return () => {
      document.documentElement.style.scrollPaddingBottom = '';
    };
  }, [covered]);
  return (
    <Layout className={styles.shell}>
      <AppHeader onOpenNav={phone ? () => setNavOpen(true) : undefined} onOpenPalette={phone ? undefined : palette.show} />
      <Layout>
        {phone ? (
          <Suspense fallback={null}>
            <SideNavDrawer language={currentLanguage()} routeIcons={ROUTE_ICONS} open={navOpen} onClose={closeNav} />
          </Suspense>
        ) : (
          <SideNav language={currentLanguage()} routeIcons={ROUTE_ICONS} />
        )}
        <Layout.Content ref={content} className={styles.content} style={reserve ? { paddingBottom: reserve } : undefined}>
          <Outlet />
        </Layout.Content>
      </Layout>
      <UploadPanelWhenBusy />
      <ExpiryReminderSlot />
      {palette.host}
    </Layout>
  );
}
