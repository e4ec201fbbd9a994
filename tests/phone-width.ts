import { afterEach, beforeEach } from 'vitest';
import { PHONE_QUERY } from '@/lib/use-media-query';

/**
 * The tests of one file see a phone: jsdom has no layout, so the phone width is what matchMedia answers for
 * the phone query (every other query is answered as on a desktop).
 */
export function emulatePhoneWidth() {
  let desktopMatchMedia: typeof window.matchMedia;
  beforeEach(() => {
    desktopMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === PHONE_QUERY });
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });
}
