import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderNode } from '../types';
import { folderPickerKey } from './keys';

/** GET /folder/showDirs (spec §7): the folder tree for the pickers (the root '0' is implied). */
export const getFolderTree = () => dmsGet<FolderNode[]>('/folder/showDirs', { silent: true });

export const folderTreeQueryOptions = () => queryOptions({ queryKey: folderPickerKey, queryFn: getFolderTree, staleTime: 60_000 });

export const useFolderTree = () => useQuery(folderTreeQueryOptions());
