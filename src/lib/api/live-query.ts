import { focusManager } from '@tanstack/react-query';

/**
 * How the screens follow other people's changes (the spec has no change feed): what the user looks at is
 * read again when the window regains focus, when the network returns, and, while the tab is visible, every
 * LIVE_INTERVAL_MS. A hidden tab asks nothing (TanStack Query pauses the interval while the focus manager
 * says the page is hidden). docs/design.md states the cost.
 */
export const LIVE_INTERVAL_MS = 8_000;

/** A list or tree: fetched again at once on focus and on reconnect, however fresh it was. */
export const REFETCH_ON_RETURN = { refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' } as const;

/**
 * Who the user is, their rights and their menu: read at every start of the app (the cache lives in memory),
 * and again when the window regains focus a minute or more after the last read.
 */
export const RIGHTS_FRESHNESS = { staleTime: 60_000, refetchOnWindowFocus: true } as const;

/** The list in front (the open folder, an administration list, a report): also polled while visible. */
export const LIVE_LIST = {
  ...REFETCH_ON_RETURN,
  refetchInterval: LIVE_INTERVAL_MS,
  refetchIntervalInBackground: false,
} as const;

/**
 * TanStack Query's "focus": the tab shown again (visibilitychange), or its window focused again, since two
 * windows side by side never hide each other.
 */
export function followWindowFocus() {
  focusManager.setEventListener((handleFocus) => {
    const onReturn = () => handleFocus();
    window.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      window.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  });
}
