import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { roleKeys } from '@/entities/roles/keys';
import type { MemberQuery, RoleMember } from '../types';

/**
 * POST /role/showUsers {roleId, current, size, userName?}: a page of the users holding a role.
 * ASSUMED: the whole call. Silent: the table shows the error.
 */
export const getRoleMembers = (query: MemberQuery) => dmsPost<Page<RoleMember>>('/role/showUsers', query, { silent: true });

export const roleMembersQueryOptions = (query: MemberQuery) =>
  queryOptions({
    queryKey: roleKeys.members(query),
    queryFn: () => getRoleMembers(query),
    enabled: query.roleId !== '',
    placeholderData: keepPreviousData,
    ...LIVE_LIST,
  });

export const useRoleMembers = (query: MemberQuery) => useQuery(roleMembersQueryOptions(query));
