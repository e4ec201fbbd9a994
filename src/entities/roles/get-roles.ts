import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { roleKeys } from './keys';
import type { RoleRow } from './types';

/**
 * GET /role/list: every role with its maximum and default levels, for the role pickers, the user form and
 * the permission screens. ASSUMED: the whole call. Silent: each screen shows the error.
 */
export const getRoles = () => dmsGet<RoleRow[]>('/role/list', { silent: true });

export const rolesQueryOptions = () => queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles, staleTime: 60_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
