import { dmsPost } from '@/lib/api/clients';
import { useFolderMutation } from '@/entities/folders/invalidate';
import type { FolderNode } from '../../shared/types';

export interface VoidFolderInput {
  directoryId: string;
  /** true sets the folder invalid, false restarts it. */
  void: boolean;
  reason: string;
}

/**
 * Set a folder invalid or restart it, with the reason both need (spec §4–5). ASSUMED: the spec names the
 * transition but not its call; this is POST /folder/void/ {directoryId, void, reason}, level 7. Silent.
 */
export const voidFolder = (input: VoidFolderInput) => dmsPost<FolderNode>('/folder/void/', input, { silent: true });

export const useVoidFolder = () => useFolderMutation(voidFolder);
