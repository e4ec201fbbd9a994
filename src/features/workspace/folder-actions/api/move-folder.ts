import { dmsPost } from '@/lib/api/clients';
import { useFolderMutation } from '@/entities/folders/invalidate';
import type { FolderNode } from '../../shared/types';

export interface MoveFolderInput {
  /** The folder that moves (the child). */
  directoryId: string;
  /** Its new parent. */
  fatherDirectoryId: string;
}

/**
 * POST /folder/updPath/ with the child and parent ids (level 6 on the folder, 3 on the new parent).
 * ASSUMED: the field names directoryId / fatherDirectoryId and the reply (the moved folder node). Silent.
 */
export const moveFolder = (input: MoveFolderInput) => dmsPost<FolderNode>('/folder/updPath/', input, { silent: true });

export const useMoveFolder = () => useFolderMutation(moveFolder);
