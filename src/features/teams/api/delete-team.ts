import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/** POST /team/del {teamId}: active or dissolved -> deleted (kept for recovery). ASSUMED: the whole call. A refusal shows as a toast. */
export const deleteTeam = (teamId: string) => dmsPost<TeamDetail>('/team/del', { teamId });

export const useDeleteTeam = () => useTeamMutation(deleteTeam);
