import { dmsPost } from '@/lib/api/clients';
import { useFolderMutation } from '@/entities/folders/invalidate';

/**
 * POST /folder/delById/ {id} (level 7). ASSUMED: the body field `id`; the backend refuses a folder that still
 * holds subfolders or files. Silent: the caller shows the refusal.
 */
export const deleteFolder = (id: string) => dmsPost<null>('/folder/delById/', { id }, { silent: true });

export const useDeleteFolder = () => useFolderMutation(deleteFolder);
