import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRightsSync } from '@/features/auth/api/use-rights';
import { useMenus } from '@/features/navigation/api/get-menus';
import { offersPath } from '@/features/navigation/offers-path';
import { menuKeys } from '@/entities/menus/keys';
import { sessionKeys } from '@/lib/api/keys';
import { useReadAgain } from '@/lib/api/use-read-again';
import { currentLanguage } from '@/lib/i18n';
import { hasCapability, type Capability } from '@/lib/permissions';
import { useStoredRights } from '@/lib/use-stored-rights';
import { LazyResult } from './lazy-result';
import { RouteLoading } from './route-loading';

/**
 * A screen that needs a capability shows 'Permission is denied' to anyone without it (§6). So does a screen
 * that only the menu offers (`menuKey`), to a user whose menu (the server's, per user) does not offer it,
 * and it says why: typing the address is no way round the menu. The rights are those
 * read at this start of the app; a refusal reads the rights and the menu once more before it is said.
 */
export function CapabilityGate({ capability, menuKey, children }: { capability?: Capability; menuKey?: string; children: ReactNode }) {
  const rights = useStoredRights();
  // The guard reads the rights (and only where it should: not before a first-login password change).
  const read = useRightsSync(false);
  if (capability && !hasCapability(capability, rights)) {
    // The table stored at sign-in may be old: wait for this start's read before refusing.
    if (read.isPending) return <RouteLoading />;
    return <DeniedAfterRecheck />;
  }
  if (menuKey) return <MenuGate menuKey={menuKey}>{children}</MenuGate>;
  return children;
}

/**
 * 'Permission is denied', once the rights and the menu have been read again: a role granted meanwhile
 * opens the screen instead (the gate above renders again with the new rights), and a role taken away takes
 * the screen out of the menu.
 */
function DeniedAfterRecheck({ subTitle }: { subTitle?: string }) {
  const { t } = useTranslation();
  const read = useReadAgain(RIGHTS_AND_MENU);
  if (!read) return <RouteLoading />;
  return <LazyResult status="403" title={t('common:errors.permissionDenied')} subTitle={subTitle} />;
}

const RIGHTS_AND_MENU = [{ queryKey: sessionKeys.rights() }, { queryKey: menuKeys.all, type: 'active' }] as const;

/** The screen once the user's menu is known to offer `menuKey`; the menu's own call is shared with the side navigation. */
function MenuGate({ menuKey, children }: { menuKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: menus, isError, refetch } = useMenus(currentLanguage());
  if (menus) {
    if (offersPath(menus, menuKey)) return children;
    return <DeniedAfterRecheck subTitle={t('common:errors.notInMenu')} />;
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
