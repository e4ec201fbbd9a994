import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail } from '../types';
import { authorityKeys } from '@/entities/authority/keys';
import { folderKeys } from '@/entities/folders/keys';
import { teamKeys } from './keys';

/** A team change: refreshes the team lists and details, and what team spaces affect. */
export function useTeamMutation<I>(mutationFn: (input: I) => Promise<TeamDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      client.setQueryData(teamKeys.detail(detail.teamId), detail);
      return Promise.all([
        client.invalidateQueries({ queryKey: teamKeys.all }),
        client.invalidateQueries({ queryKey: authorityKeys.all }),
        client.invalidateQueries({ queryKey: folderKeys.all }),
      ]);
    },
  });
}
