import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_LIST } from '@/lib/api/live-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { TeamQuery, TeamRow } from '../types';
import { teamKeys } from './keys';

/**
 * POST /team/showPage {current, size, teamName?, status?}: a page of teams, newest first.
 * ASSUMED: the whole call. Silent: the table shows the error.
 */
export const getTeamsPage = (query: TeamQuery) => dmsPost<Page<TeamRow>>('/team/showPage', query, { silent: true });

export const teamsPageQueryOptions = (query: TeamQuery) =>
  queryOptions({ queryKey: teamKeys.list(query), queryFn: () => getTeamsPage(query), placeholderData: keepPreviousData, ...LIVE_LIST });

export const useTeamsPage = (query: TeamQuery) => useQuery(teamsPageQueryOptions(query));
