import { useSyncExternalStore } from 'react';
import { getRights, rightsSnapshot, subscribeRights, type Rights } from './session';

/** The stored rights, with a new render whenever this tab stores new ones (a read again after sign-in). */
export function useStoredRights(): Rights {
  useSyncExternalStore(subscribeRights, rightsSnapshot);
  return getRights();
}
