import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderNode } from '../types';
import { folderKeys } from './query-keys';

/**
 * GET /folder/showDirs: the folders the user may see, as the root's children with nested `children`.
 * ASSUMED: the reply is the root's children (the root, '0' 'All documents', is implied); nodes carry
 * `status` ('void' folders are listed only to users who may restart them). Silent: the tree shows the error.
 */
export const getFolderTree = () => dmsGet<FolderNode[]>('/folder/showDirs', { silent: true });

export const folderTreeQueryOptions = () =>
  queryOptions({ queryKey: folderKeys.tree(), queryFn: getFolderTree, staleTime: 60_000 });

export const useFolderTree = () => useQuery(folderTreeQueryOptions());
