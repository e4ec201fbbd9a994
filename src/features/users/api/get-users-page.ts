import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import { userKeys } from '@/entities/users/keys';
import type { UserQuery, UserRow } from '../types';

/**
 * POST /user/showPage {current, size, userName?, userType?, status?, departmentId?, roleId?, orderColumn?,
 * order?}: a page of users. ASSUMED: the whole call (path, filters, row fields); the spec names the screen
 * only. Silent: the table shows the error with a retry.
 */
export const getUsersPage = (query: UserQuery) => dmsPost<Page<UserRow>>('/user/showPage', query, { silent: true });

export const usersPageQueryOptions = (query: UserQuery) =>
  queryOptions({ queryKey: userKeys.list(query), queryFn: () => getUsersPage(query), placeholderData: keepPreviousData, ...LIVE_LIST });

export const useUsersPage = (query: UserQuery) => useQuery(usersPageQueryOptions(query));
