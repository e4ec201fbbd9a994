/**
 * One polite live region for the whole app (WCAG 4.1.3 Status Messages): long work (uploads,
 * zip downloads, batch actions) says how far it got and how it ended without moving the focus. The region
 * (`<LiveRegion />`, mounted once by the providers) is in the page before anything is said, so screen
 * readers notice each change; saying the same text twice is announced twice.
 *
 * antd's messages are `role="alert"` (assertive): a result also told here is shown with `politeResult`, so
 * it is announced once, politely.
 */
export interface Announcement {
  text: string;
  /** Grows with every announcement, so the same text said again is a new one. */
  seq: number;
}

let current: Announcement = { text: '', seq: 0 };
const listeners = new Set<() => void>();

export function announce(text: string): void {
  current = { text, seq: current.seq + 1 };
  for (const listener of listeners) listener();
}

export const announcements = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => current,
};

/**
 * A message's arguments for a result that is also announced: antd's `role` passes through to the notice,
 * and `status` keeps screen readers from reading it a second time, assertively.
 */
export function politeResult(text: string): { content: string } {
  announce(text);
  // antd hands `role` on to the notice; its message types do not list it.
  return { content: text, role: 'status' } as { content: string };
}
