import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { serverKeys } from './keys';

/**
 * POST /fileServer/del {serverId}: refused for the default server and a server still holding data.
 * ASSUMED: the whole call. A refusal shows as a toast.
 */
export const deleteServer = (serverId: string) => dmsPost<null>('/fileServer/del', { serverId });

export function useDeleteServer() {
  return useInvalidatingMutation(deleteServer, [serverKeys.all]);
}
