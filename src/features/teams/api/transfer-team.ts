import { dmsPost } from '@/lib/api/clients';
import type { TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/**
 * POST /team/transfer {teamId, ownerId}: hand the team to another user (the previous owner stays as
 * editor). ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const transferTeam = (input: { teamId: string; ownerId: string }) => dmsPost<TeamDetail>('/team/transfer', input, { silent: true });

export const useTransferTeam = () => useTeamMutation(transferTeam);
