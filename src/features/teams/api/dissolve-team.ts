import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/**
 * POST /team/dissolve {teamId, reason?}: active -> dissolved; members lose the team space's levels.
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const dissolveTeam = (input: { teamId: string; reason?: string }) => dmsPost<TeamDetail>('/team/dissolve', input, { silent: true });

export const useDissolveTeam = () => useTeamMutation(dissolveTeam);
