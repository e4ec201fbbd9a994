import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { RoleRow } from '../types';
import { roleKeys } from './keys';

/** GET /role/list: every role, for the role pickers. ASSUMED: the whole call. */
export const getRoles = () => dmsGet<RoleRow[]>('/role/list', { silent: true });

export const rolesQueryOptions = () => queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles, staleTime: 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
