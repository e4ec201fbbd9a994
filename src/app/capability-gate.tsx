import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasCapability, type Capability } from '@/lib/permissions';
import { getRights } from '@/lib/session';
import { LazyResult } from './lazy-result';

/** A screen that needs a capability shows 'Permission is denied' to anyone without it (§6). */
export function CapabilityGate({ capability, children }: { capability?: Capability; children: ReactNode }) {
  const { t } = useTranslation();
  if (capability && !hasCapability(capability, getRights())) {
    return <LazyResult status="403" title={t('common:errors.permissionDenied')} />;
  }
  return children;
}
