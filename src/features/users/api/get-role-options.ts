import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { RoleOption } from '../types';
import { roleListKey } from './keys';

/** GET /role/list: every role, for the role filter and the user form. ASSUMED: the whole call. */
export const getRoleOptions = () => dmsGet<RoleOption[]>('/role/list');

export const roleOptionsQueryOptions = () => queryOptions({ queryKey: roleListKey, queryFn: getRoleOptions, staleTime: 60_000 });

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions());
