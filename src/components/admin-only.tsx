import type { ReactNode } from 'react';
import { hasAdminRights } from '@/lib/permissions';
import { useStoredRights } from '@/lib/use-stored-rights';

/** True when the stored rights mark an administrator: entry 123's first item has a level (spec §6). */
export const useIsAdmin = () => hasAdminRights(useStoredRights());

/** Renders its children only for an administrator; for anyone else the element is not there at all. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useIsAdmin() ? children : null;
}
