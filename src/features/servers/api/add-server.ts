import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FileServer, ServerInput } from '../types';
import { serverKeys } from './keys';

/** POST /fileServer/add {serverName, protocol, host, port, rootPath, capacity, status, isDefault, remark}. ASSUMED: the whole call. Silent: the form shows the refusal. */
export const addServer = (input: ServerInput) => dmsPost<FileServer>('/fileServer/add', input, { silent: true });

export function useAddServer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addServer, onSuccess: () => client.invalidateQueries({ queryKey: serverKeys.all }) });
}
