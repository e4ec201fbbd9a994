import { dmsPost } from '@/lib/api/clients';
import { useFolderMutation } from '@/entities/folders/invalidate';
import type { FolderNode } from '../types';

export interface AddFolderInput {
  directoryName: string;
  fatherDirectoryId: string;
}

/**
 * POST /folder/add/ {directoryName, fatherDirectoryId}: a new folder (level 3 on the parent).
 * ASSUMED: the body fields and the reply (the new folder node). Silent: the dialog says what went wrong.
 */
export const addFolder = (input: AddFolderInput) => dmsPost<FolderNode>('/folder/add/', input, { silent: true });

export const useAddFolder = () => useFolderMutation(addFolder);
