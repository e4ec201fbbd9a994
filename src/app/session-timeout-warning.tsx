/**
 * WCAG 2.2.1 (timing adjustable): the session ends after 30 minutes without a request or a route change
 * (spec §8, §9). Two minutes before that, a dialog says so with a live countdown and offers to stay signed
 * in (a call to the server, which renews the session there and here, in every tab: the expiry is shared
 * through local storage) or to sign out. Left alone, the session ends as it would without the warning: the
 * guard's expiry message. A renewal anywhere (another tab, a request) closes the dialog.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/features/auth/api/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { extendSession, sessionExpiresAt, subscribeSession } from '@/lib/session';
import type { SessionTimeoutDialogProps } from './session-timeout-dialog';

/** How long before the end the warning shows (WCAG asks for at least 20 seconds to answer). */
export const SESSION_WARNING_MS = 2 * 60 * 1000;

/**
 * The time left while the warning is due (null before it and after the end), kept current: one timer up to
 * the start of the warning, then one per second until the end. Each tick reads the expiry again, so a
 * renewal by a request (which tells no one) closes the warning within a second.
 */
export function useSessionTimeLeft(active: boolean): number | null {
  const expiresAt = useSyncExternalStore(subscribeSession, sessionExpiresAt);
  const [now, setNow] = useState(() => Date.now());
  const left = active && expiresAt !== null ? expiresAt - now : null;
  const due = left !== null && left > 0 && left <= SESSION_WARNING_MS;

  useEffect(() => {
    if (!active || expiresAt === null) return;
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) return;
    // Before the warning: wake at its start. During it: at the next whole second of the countdown.
    const wait = remaining > SESSION_WARNING_MS ? remaining - SESSION_WARNING_MS : remaining % 1000 || 1000;
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [active, expiresAt, now]);

  return due ? left : null;
}

/**
 * The dialog (antd's Modal) loads when the warning is first due, not with every guarded screen's first load;
 * once shown it stays mounted, so it closes with its animation. Code that cannot be fetched
 * shows no warning: the session then ends as it would have, with the expiry message.
 */
export function SessionTimeoutWarning({ active }: { active: boolean }) {
  const left = useSessionTimeLeft(active);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const [shown, setShown] = useState(false);
  if (left !== null && !shown) setShown(true);
  const [Dialog, setDialog] = useState<ComponentType<SessionTimeoutDialogProps> | null>(null);
  useEffect(() => {
    if (!shown || Dialog) return;
    let live = true;
    import('./session-timeout-dialog').then(
      ({ default: loaded }) => live && setDialog(() => loaded),
      (error: unknown) => console.error('Session warning not loaded:', error),
    );
    return () => {
      live = false;
    };
  }, [shown, Dialog]);

  const stay = () => {
    // The clock restarts here at once (and in the other tabs); the call renews the server's side too.
    extendSession();
    queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined);
  };
  const signOut = () => {
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };

  return Dialog && <Dialog left={left} leaving={leaving} onStay={stay} onSignOut={signOut} />;
}
