import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderNode } from '../types';
import { manifestKeys } from './query-keys';

/**
 * GET /folder/showDirs: the folders the user may see, for choosing the folder to export.
 * ASSUMED: the root's children with nested `children` (the root '0', 'All documents', is implied).
 * Silent: the dialog shows the error.
 */
export const getFolderTree = () => dmsGet<FolderNode[]>('/folder/showDirs', { silent: true });

export const folderTreeQueryOptions = () =>
  queryOptions({ queryKey: manifestKeys.folderTree(), queryFn: getFolderTree, staleTime: 60_000 });

export const useFolderTree = (enabled: boolean) => useQuery({ ...folderTreeQueryOptions(), enabled });
