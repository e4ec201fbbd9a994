import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { teamKeys } from './keys';

/**
 * GET /team/getById?teamId=: a team with its members, versions and operation log (newest first).
 * ASSUMED: the whole call. Silent: the drawer shows the error.
 */
export const getTeam = (teamId: string) => dmsGet<TeamDetail>('/team/getById', { params: { teamId }, silent: true });

export const teamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.detail(teamId), queryFn: () => getTeam(teamId), enabled: teamId !== '' });

export const useTeam = (teamId: string) => useQuery(teamQueryOptions(teamId));
