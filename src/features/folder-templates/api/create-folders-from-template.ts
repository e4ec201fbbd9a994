import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { CreatedFolder, FolderInput } from '../types';
import { filesKey, foldersKey } from './keys';

/**
 * POST /folder/addByTemplate (spec §7: query fatherId, inherit; body nodes): the nodes become folders under
 * fatherId; inherit copies the parent's permissions onto them. ASSUMED: the body is the array of nodes
 * {directoryName, children}; answers the created tree. Silent: the dialog shows refusals.
 */
export const createFoldersFromTemplate = ({ fatherId, inherit, nodes }: { fatherId: string; inherit: boolean; nodes: FolderInput[] }) =>
  dmsPost<CreatedFolder[]>('/folder/addByTemplate', nodes, { params: { fatherId, inherit }, silent: true });

export function useCreateFoldersFromTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFoldersFromTemplate,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: foldersKey }), client.invalidateQueries({ queryKey: filesKey })]),
  });
}
