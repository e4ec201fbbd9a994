import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { DirAdminRow } from '../types';

/** GET /authority/dirAdmins: every directory administrator (role and folder). ASSUMED: the whole call. */
export const getDirAdmins = () => dmsGet<DirAdminRow[]>('/authority/dirAdmins', { silent: true });

export const dirAdminsQueryOptions = () => queryOptions({ queryKey: authorityKeys.dirAdmins(), queryFn: getDirAdmins });

export const useDirAdmins = () => useQuery(dirAdminsQueryOptions());
