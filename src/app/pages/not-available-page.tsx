import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../route-handle';

/**
 * An honest placeholder for a screen whose issue has not landed yet. Its title comes from the route the router
 * matched (the handle it gives every screen), not from the route table: the table loads this page, so the page
 * importing the table would be an import circle.
 */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.route)
    .findLast((route) => route !== undefined)?.titleKey;
  return (
    <Result
      status="info"
      title={titleKey ? t(`routes:${titleKey}`) : pathname}
      subTitle={t('common:notAvailable')}
    />
  );
}
