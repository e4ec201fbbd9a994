import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderNode } from '../types';

/** GET /folder/showDirs (spec §7): the folder tree, to choose where a template's folders go. */
export const getFolderTree = () => dmsGet<FolderNode[]>('/folder/showDirs', { silent: true });

export const folderTreeQueryOptions = () => queryOptions({ queryKey: ['folders', 'tree', 'picker'], queryFn: getFolderTree, staleTime: 60_000 });

export const useFolderTree = () => useQuery(folderTreeQueryOptions());
