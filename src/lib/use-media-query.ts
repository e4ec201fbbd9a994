import { useCallback, useSyncExternalStore } from 'react';

/** The width below which the app takes its phone layout (antd's `md` breakpoint: a 768 px tablet is not a phone). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * Whether a CSS media query matches, now and as the window changes. Read synchronously, so the first paint
 * already has the right layout (antd's Grid.useBreakpoint starts empty and corrects itself a frame later).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
