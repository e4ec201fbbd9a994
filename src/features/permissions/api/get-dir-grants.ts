import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { DirGrant } from '../types';

/** GET /authority/dirGrants?roleId=: the role's own folder permissions, with folder name and path. ASSUMED: the whole call. */
export const getDirGrants = (roleId: string) => dmsGet<DirGrant[]>('/authority/dirGrants', { params: { roleId }, silent: true });

export const dirGrantsQueryOptions = (roleId: string) =>
  queryOptions({ queryKey: authorityKeys.dirGrants(roleId), queryFn: () => getDirGrants(roleId), enabled: roleId !== '' });

export const useDirGrants = (roleId: string) => useQuery(dirGrantsQueryOptions(roleId));
