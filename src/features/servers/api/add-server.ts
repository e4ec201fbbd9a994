import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { FileServer, ServerInput } from '../types';
import { serverKeys } from './keys';

/**
 * POST /fileServer/add {serverName, protocol, host, port, rootPath, capacity, status, isDefault, remark}.
 * ASSUMED: the whole call. Silent: the form shows the refusal.
 */
export const addServer = (input: ServerInput) => dmsPost<FileServer>('/fileServer/add', input, { silent: true });

export function useAddServer() {
  return useInvalidatingMutation(addServer, [serverKeys.all]);
}
