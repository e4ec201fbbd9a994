/**
 * How the shell fetches a screen's code ahead of time (src/lib/screen-prefetch.ts): the same modules the
 * router's lazy routes import, so the navigation later finds them loaded. Run when the browser is idle.
 */
import Cookies from 'js-cookie';
import { loadAllNamespaces, loadShellNamespaces } from '@/lib/i18n';
import { REDIRECT_COOKIE, safeAppPath } from '@/lib/redirect';
import { findRoute, screenStrings } from './routes';

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 0);

/**
 * The screen a sign-in will land on, as completeSignIn chooses it: the redirect cookie, else `path`, else
 * /home. Its code, the shell's if it sits inside it, and the strings; errors are ignored here.
 */
export function prefetchScreenCode(path: string | null): void {
  const target = safeAppPath(Cookies.get(REDIRECT_COOKIE)) ?? safeAppPath(path) ?? '/home';
  const route = findRoute(target.split('?')[0]);
  if (!route) return;
  whenIdle(() => {
    const ignore = () => undefined;
    if (route.inLayout) import('./layout/app-layout').catch(ignore);
    route.load().catch(ignore);
    // Every namespace holds the shell's too: once they are on their way, the shell waits for them.
    const strings = screenStrings(route);
    if (strings === 'all') loadAllNamespaces().catch(ignore);
    else if (route.inLayout) loadShellNamespaces().catch(ignore);
  });
}
