import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/**
 * POST /team/add {teamName, ownerId, dirId?}: a team needs a name and a transferor (spec §5); the transferor
 * becomes the owner and first member. ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const createTeam = (input: { teamName: string; ownerId: string; dirId?: string }) =>
  dmsPost<TeamDetail>('/team/add', input, { silent: true });

export const useCreateTeam = () => useTeamMutation(createTeam);
