import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/**
 * POST /team/upd {teamId, teamName?, dirId?}: rename and/or change the team space ('' clears it).
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const updateTeam = (input: { teamId: string; teamName?: string; dirId?: string }) =>
  dmsPost<TeamDetail>('/team/upd', input, { silent: true });

export const useUpdateTeam = () => useTeamMutation(updateTeam);
