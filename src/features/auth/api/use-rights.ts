import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/api/keys';
import { RIGHTS_FRESHNESS } from '@/lib/api/live-query';
import { setRights } from '@/lib/session';
import { getAuthority } from './get-authority';

/**
 * The rights table read again after sign-in (GET /authapi/opt/authority/getOptAuthority, as signing in
 * reads it): a role granted or taken away since then counts from the next start of the app. Silent: a failed
 * read keeps the stored table.
 */
export const rightsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.rights(),
    // Stored as it arrives, so whoever waits for this read finds the screens' rights already new.
    queryFn: async () => {
      const rights = (await getAuthority({ silent: true })) ?? {};
      setRights(rights);
      return rights;
    },
    ...RIGHTS_FRESHNESS,
  });

/** The rights read for this start of the app (stored where every screen reads them). */
export const useRightsSync = (enabled: boolean) => useQuery({ ...rightsQueryOptions(), enabled });
