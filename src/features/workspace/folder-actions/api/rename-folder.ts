import { dmsPost } from '@/lib/api/clients';
import { useFolderMutation } from '@/entities/folders/invalidate';
import type { FolderNode } from '../../shared/types';

export interface RenameFolderInput {
  directoryId: string;
  directoryName: string;
}

/** POST /folder/upd/ {directoryId, directoryName} (level 5). ASSUMED reply: the folder node. Silent. */
export const renameFolder = (input: RenameFolderInput) => dmsPost<FolderNode>('/folder/upd/', input, { silent: true });

export const useRenameFolder = () => useFolderMutation(renameFolder);
