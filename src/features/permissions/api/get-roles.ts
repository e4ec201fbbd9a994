import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { RoleSummary } from '../types';
import { roleListKey } from './keys';

/** GET /role/list: every role with its maximum and default levels. ASSUMED: the whole call. */
export const getRoles = () => dmsGet<RoleSummary[]>('/role/list', { silent: true });

export const rolesQueryOptions = () => queryOptions({ queryKey: roleListKey, queryFn: getRoles, staleTime: 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
