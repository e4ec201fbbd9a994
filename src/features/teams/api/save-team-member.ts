import { dmsPost } from '@/lib/api/clients';
import type { MemberRole, TeamDetail } from '../types';
import { useTeamMutation } from './mutation';

/**
 * POST /team/saveMember {teamId, userId, role, authority}: add a member or change its role and authority;
 * a role and a permission must be chosen (spec §5). ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const saveTeamMember = (input: { teamId: string; userId: string; role: Exclude<MemberRole, 'owner'>; authority: number }) =>
  dmsPost<TeamDetail>('/team/saveMember', input, { silent: true });

export const useSaveTeamMember = () => useTeamMutation(saveTeamMember);
