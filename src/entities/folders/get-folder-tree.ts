import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFETCH_ON_RETURN } from '@/lib/api/live-query';
import { dmsGet } from '@/lib/api/clients';
import { folderKeys } from './keys';
import type { FolderNode } from './types';

/**
 * GET /folder/showDirs: the folders the user may see, as the root's children with nested `children`: the
 * workspace tree and every folder picker (team space, template target, export folder, permissions).
 * ASSUMED: the reply is the root's children (the root, '0' 'All documents', is implied); nodes carry
 * `status` ('void' folders are listed only to users who may restart them). Silent: each screen shows the error.
 */
export const getFolderTree = () => dmsGet<FolderNode[]>('/folder/showDirs', { silent: true });

export const folderTreeQueryOptions = () =>
  queryOptions({ queryKey: folderKeys.tree(), queryFn: getFolderTree, staleTime: 60_000, ...REFETCH_ON_RETURN });

export const useFolderTree = (enabled = true) => useQuery({ ...folderTreeQueryOptions(), enabled });
