import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/** POST /team/removeMember {teamId, userId}: not the owner. ASSUMED: the whole call. A refusal shows as a toast. */
export const removeTeamMember = (input: { teamId: string; userId: string }) => dmsPost<TeamDetail>('/team/removeMember', input);

export const useRemoveTeamMember = () => useTeamMutation(removeTeamMember);
