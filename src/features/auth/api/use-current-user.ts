import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setUser } from '@/lib/session';
import { RIGHTS_FRESHNESS } from '@/lib/api/live-query';
import { sessionKeys } from '@/lib/api/keys';
import { getUserInfo } from './get-user-info';

export const currentUserQueryOptions = () => queryOptions({ queryKey: sessionKeys.me(), queryFn: getUserInfo, ...RIGHTS_FRESHNESS });

/** The guard asks for the signed-in user once per app load; errno 0 stores it (spec §4). */
export function useCurrentUser(enabled: boolean) {
  const query = useQuery({ ...currentUserQueryOptions(), enabled });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data]);
  return query;
}
