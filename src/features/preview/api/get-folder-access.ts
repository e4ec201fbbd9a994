import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderAccess } from '../types';

/** GET /folder/getOptAuthByDirId?dirId=: the caller's levels in the file's folder (§6). Silent. */
export const getFolderAccess = (dirId: string) => dmsGet<FolderAccess>('/folder/getOptAuthByDirId', { params: { dirId }, silent: true });

export const folderAccessQueryOptions = (dirId: string) =>
  queryOptions({ queryKey: ['folders', 'access', dirId], queryFn: () => getFolderAccess(dirId) });

export const useFolderAccess = (dirId: string | undefined) =>
  useQuery({ ...folderAccessQueryOptions(dirId ?? ''), enabled: Boolean(dirId) });
