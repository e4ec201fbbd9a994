import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { FileServer, ServerInput } from '../types';
import { serverKeys } from './keys';

/**
 * POST /fileServer/upd {serverId, ...fields}: making one the default takes the flag from the others.
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const updateServer = (input: Partial<ServerInput> & { serverId: string }) =>
  dmsPost<FileServer>('/fileServer/upd', input, { silent: true });

export function useUpdateServer() {
  return useInvalidatingMutation(updateServer, [serverKeys.all]);
}
