import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { fileKeys } from '@/entities/files/keys';
import { folderKeys } from '@/entities/folders/keys';
import type { CreatedFolder, TemplateFolderInput } from './types';

export interface AddFromTemplateInput {
  fatherId: string;
  inherit: boolean;
  nodes: TemplateFolderInput[];
}

/**
 * POST /folder/addByTemplate (spec §7: query fatherId, inherit; body the nodes): the nodes become folders
 * under fatherId (level 3 there); inherit copies the parent's permissions onto them.
 * ASSUMED: the body is the array of nodes {id?, directoryName, children}; answers the created tree.
 * Silent: the dialog shows refusals.
 */
export const addFoldersFromTemplate = ({ fatherId, inherit, nodes }: AddFromTemplateInput) =>
  dmsPost<CreatedFolder[]>('/folder/addByTemplate', nodes, { params: { fatherId, inherit }, silent: true });

/** After it: the tree, paths and levels, and every file listing may show the new folders. */
export function useAddFoldersFromTemplate() {
  return useInvalidatingMutation(addFoldersFromTemplate, [folderKeys.all, fileKeys.lists()]);
}
