import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenus } from '@/features/navigation/api/get-menus';
import { offersPath } from '@/features/navigation/offers-path';
import { currentLanguage } from '@/lib/i18n';
import { hasCapability, type Capability } from '@/lib/permissions';
import { getRights } from '@/lib/session';
import { LazyResult } from './lazy-result';
import { RouteLoading } from './route-loading';

/**
 * A screen that needs a capability shows 'Permission is denied' to anyone without it (§6). So does a screen
 * that only the menu offers (`menuKey`), to a user whose menu (the server's, per user) does not offer it,
 * and it says why: typing the address is no way round the menu (issue 20 point 19).
 */
export function CapabilityGate({
  capability,
  menuKey,
  children,
}: {
  capability?: Capability;
  menuKey?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (capability && !hasCapability(capability, getRights())) {
    return <LazyResult status="403" title={t('common:errors.permissionDenied')} />;
  }
  if (menuKey) return <MenuGate menuKey={menuKey}>{children}</MenuGate>;
  return children;
}

/** The screen once the user's menu is known to offer `menuKey`; the menu's own call is shared with the side navigation. */
function MenuGate({ menuKey, children }: { menuKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: menus, isError, refetch } = useMenus(currentLanguage());
  if (menus) {
    if (offersPath(menus, menuKey)) return children;
    return <LazyResult status="403" title={t('common:errors.permissionDenied')} subTitle={t('common:errors.notInMenu')} />;
  }
  if (isError) {
    return (
      <LazyResult
        status="warning"
        title={t('layout:nav.failed')}
        extra={<Button onClick={() => void refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  return <RouteLoading />;
}
