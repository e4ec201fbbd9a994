import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { roleKeys } from '@/entities/roles/keys';
import type { RolePageQuery, RoleRow } from '../types';

/**
 * POST /role/showPage {current, size, roleName?}: a page of roles; roleName matches either language.
 * ASSUMED: the whole call. Silent: the table shows the error.
 */
export const getRolesPage = (query: RolePageQuery) => dmsPost<Page<RoleRow>>('/role/showPage', query, { silent: true });

export const rolesPageQueryOptions = (query: RolePageQuery) =>
  queryOptions({ queryKey: roleKeys.page(query), queryFn: () => getRolesPage(query), placeholderData: keepPreviousData, ...LIVE_LIST });

export const useRolesPage = (query: RolePageQuery) => useQuery(rolesPageQueryOptions(query));
