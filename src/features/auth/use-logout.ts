import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { browserLocation } from '@/lib/browser-location';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { centralLoginAddress } from '@/lib/redirect';
import { beginSignOut, clearSession } from '@/lib/session';
import { logout } from './api/logout';

/**
 * Logout (spec §4): the server call, then token, rights and user go and a success message shows; production
 * goes to /login, elsewhere the central login with a redirect parameter. A failed call says
 * login.loginfail and goes to the central login.
 */
export function useLogout() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async () => {
    const returnTo = window.location.href;
    beginSignOut();
    try {
      await logout();
    } catch {
      clearSession();
      queryClient.clear();
      notify.error(t('loginfail'));
      browserLocation.assign(centralLoginAddress(returnTo));
      return;
    }
    clearSession();
    queryClient.clear();
    notify.success(t('logoutSuccess'));
    if (appConfig.production) navigate('/login', { replace: true });
    else browserLocation.assign(centralLoginAddress(returnTo));
  };
}
