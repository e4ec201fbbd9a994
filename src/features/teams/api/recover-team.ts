import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/** POST /team/recover {teamId}: dissolved or deleted -> active. ASSUMED: the whole call. A refusal shows as a toast. */
export const recoverTeam = (teamId: string) => dmsPost<TeamDetail>('/team/recover', { teamId });

export const useRecoverTeam = () => useTeamMutation(recoverTeam);
