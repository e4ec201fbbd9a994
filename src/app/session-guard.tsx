/**
 * The route guard of spec §4: open paths proceed; when a session existed and ran out the user is told the
 * login has expired (alert with confirm) and sent to the login page; a visitor who never signed in goes to
 * the login page at once; either way the address is kept as the redirect; with one, `/login` goes home. Until a first-login
 * user has replaced the password, every address but the change-password screen (and the central-login
 * hand-off) goes back to it, in every tab and after a reload. Every route change renews
 * the session; two minutes before it would end, a warning offers to stay signed in (WCAG 2.2.1).
 */
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { useCurrentUser } from '@/features/auth/api/use-current-user';
import { useRightsSync } from '@/features/auth/api/use-rights';
import { getToken, isFirstLogin, renewSession, sessionExpiresAt, sessionState } from '@/lib/session';
import { FIRST_LOGIN_PATHS, findRoute, isOpenPath } from './routes';
import { useCrossTabSession } from './use-cross-tab-session';
import { LazyResult } from './lazy-result';
import { SessionTimeoutWarning } from './session-timeout-warning';

export function SessionGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { modal } = useAppFeedback();
  const alerting = useRef(false);
  // Re-checks the session when it is due to expire, so 30 idle minutes end it even without a click.
  const [clock, tick] = useReducer((n: number) => n + 1, 0);
  // The session is judged on arrival at a route (and when it is due to expire), not on every re-render:
  // the login screen stores a token before it navigates on, and must not be bounced to /home meanwhile.
  // A navigation is told by the location object itself: its `key` is 'default' for every history entry the
  // router did not make (an address typed or pasted, a plain link), so two such arrivals would share a key.
  const judge = () => {
    const signedIn = getToken() !== null;
    const expired = !signedIn && sessionState() === 'expired';
    return { location, clock, signedIn, expired, mustChangePassword: signedIn && isFirstLogin() };
  };
  const [judged, setJudged] = useState(judge);
  const current = judged.location === location && judged.clock === clock ? judged : judge();
  if (current !== judged) setJudged(current);
  const { signedIn, expired, mustChangePassword } = current;
  // Unknown paths are not guarded: they only lead to the 404 page.
  const open = isOpenPath(location.pathname) || !findRoute(location.pathname);
  const blocked = !signedIn && !open;
  const loginAddress = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  useCrossTabSession();
  useCurrentUser(signedIn && !open && !mustChangePassword);
  useRightsSync(signedIn && !open && !mustChangePassword);

  useEffect(() => {
    if (signedIn) renewSession();
  }, [signedIn, location.pathname, location.search]);

  useEffect(() => {
    const expiresAt = sessionExpiresAt();
    if (!signedIn || expiresAt === null) return;
    const timer = setTimeout(tick, Math.max(0, expiresAt - Date.now()) + 100);
    return () => clearTimeout(timer);
  }, [signedIn, clock, location.pathname]);

  useEffect(() => {
    const titleKey = findRoute(location.pathname)?.titleKey;
    document.title = titleKey ? `${t(`routes:${titleKey}`)} · ${t('common:appName')}` : t('common:appName');
  }, [location.pathname, t]);

  useEffect(() => {
    if (!blocked || !expired || alerting.current) return;
    alerting.current = true;
    modal.warning({
      title: t('common:errors.sessionExpired'),
      okText: t('common:actions.confirm'),
      onOk: () => {
        alerting.current = false;
        navigate(loginAddress, { replace: true });
      },
    });
  }, [blocked, expired, loginAddress, modal, navigate, t]);

  if (mustChangePassword && !FIRST_LOGIN_PATHS.includes(location.pathname)) {
    // Keyed by the address: two addresses in a row, with no render between them, would otherwise leave one
    // <Navigate> mounted with the same target, whose effect would not run again.
    return <Navigate key={`${location.key} ${location.pathname}${location.search}`} to="/changePassword" replace />;
  }
  if (signedIn && location.pathname === '/login') return <Navigate to="/home" replace />;
  if (blocked && !expired) return <Navigate to={loginAddress} replace />;
  if (blocked) return <LazyResult status="403" title={t('common:errors.sessionExpired')} />;
  return (
    <>
      {children}
      {/* Only where the end of the session shows the expiry message: the guarded screens. */}
      <SessionTimeoutWarning active={signedIn && !open} />
    </>
  );
}
