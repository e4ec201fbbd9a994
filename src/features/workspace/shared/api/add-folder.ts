import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { FolderNode } from '../types';
import { invalidateFolders } from '@/entities/folders/invalidate';

export interface AddFolderInput {
  directoryName: string;
  fatherDirectoryId: string;
}

/**
 * POST /folder/add/ {directoryName, fatherDirectoryId}: a new folder (level 3 on the parent).
 * ASSUMED: the body fields and the reply (the new folder node). Silent: the dialog says what went wrong.
 */
export const addFolder = (input: AddFolderInput) => dmsPost<FolderNode>('/folder/add/', input, { silent: true });

export function useAddFolder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addFolder, onSuccess: () => invalidateFolders(client) });
}
