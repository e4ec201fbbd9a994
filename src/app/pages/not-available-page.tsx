import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../routes';

/** An honest placeholder for a screen whose issue has not landed yet. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = findRoute(pathname)?.titleKey;
  return (
    <Result
      status="info"
      title={titleKey ? t(`routes:${titleKey}`) : pathname}
      subTitle={t('common:notAvailable')}
    />
  );
}
