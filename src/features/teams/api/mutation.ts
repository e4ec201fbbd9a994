import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';
import type { TeamDetail } from '../types';
import { teamKeys } from './keys';

/** A team change: refreshes the team lists and details, and what team spaces affect. */
export function useTeamMutation<I>(mutationFn: (input: I) => Promise<TeamDetail>) {
  return useInvalidatingMutation(mutationFn, {
    keys: [teamKeys.all, authorityKeys.all, folderKeys.all],
    update: (client, detail) => client.setQueryData(teamKeys.detail(detail.teamId), detail),
  });
}
