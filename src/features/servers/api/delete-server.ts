import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import { serverKeys } from './keys';

/** POST /fileServer/del {serverId}: refused for the default server and a server still holding data. ASSUMED: the whole call. A refusal shows as a toast. */
export const deleteServer = (serverId: string) => dmsPost<null>('/fileServer/del', { serverId });

export function useDeleteServer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteServer, onSuccess: () => client.invalidateQueries({ queryKey: serverKeys.all }) });
}
