/**
 * WCAG 2.2.1 (timing adjustable): the session ends after 30 minutes without a request or a route change
 * (spec §8, §9). Two minutes before that, a dialog says so with a live countdown and offers to stay signed
 * in (a call to the server, which renews the session there and here, in every tab: the expiry is shared
 * through local storage) or to sign out. Left alone, the session ends as before: the guard's expiry
 * message. A renewal anywhere (another tab, a request) closes the dialog.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentUserQueryOptions } from '@/features/auth/api/use-current-user';
import { useLogout } from '@/features/auth/use-logout';
import { extendSession, sessionExpiresAt, subscribeSession } from '@/lib/session';

/** How long before the end the warning shows (WCAG asks for at least 20 seconds to answer). */
export const SESSION_WARNING_MS = 2 * 60 * 1000;

/** "m:ss" left until `expiresAt`, rounded up to the whole second. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

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

const PARAGRAPH = { margin: '0 0 1em' } as const;

export function SessionTimeoutWarning({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const left = useSessionTimeLeft(active);
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const stay = () => {
    // The clock restarts here at once (and in the other tabs); the call renews the server's side too.
    extendSession();
    queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined);
  };
  const signOut = () => {
    setLeaving(true);
    void logout().finally(() => setLeaving(false));
  };

  const open = left !== null;
  return (
    <Modal
      open={open}
      title={t('common:session.warningTitle')}
      closable={false}
      mask={{ closable: false }}
      // Escape answers as "stay": the user is there.
      onCancel={stay}
      destroyOnHidden
      footer={[
        <Button key="signOut" onClick={signOut} loading={leaving}>
          {t('common:session.signOut')}
        </Button>,
        <Button key="stay" type="primary" autoFocus onClick={stay}>
          {t('common:session.stay')}
        </Button>,
      ]}
    >
      {open && (
        <>
          {/* Plain paragraphs as antd's Typography draws them: the guard is in every screen's first load, and
              Typography brings its ellipsis, copy and edit code and a text area (issue 13). */}
          <p style={PARAGRAPH}>{t('common:session.warningText')}</p>
          {/* Read once with the dialog, not every second (the region is not live). */}
          <p style={PARAGRAPH}>
            {t('common:session.timeLeft')} <strong style={{ fontWeight: 600 }}>{formatTimeLeft(left)}</strong>
          </p>
        </>
      )}
    </Modal>
  );
}
