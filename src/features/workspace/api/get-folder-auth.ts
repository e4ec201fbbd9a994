import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FolderAuth } from '../types';
import { folderKeys } from './query-keys';

/**
 * GET /folder/getOptAuthByDirId (dirId): the caller's levels on a folder, asked each time a folder is
 * entered (spec §6: the server judges permissions when a directory is entered).
 * ASSUMED reply: {dirId, dirLevel (0–7), fileLevel (0–50), admin, adminLevel (10000 for a system manager)}.
 */
export const getFolderAuth = (dirId: string) =>
  dmsGet<FolderAuth>('/folder/getOptAuthByDirId', { params: { dirId }, silent: true });

export const folderAuthQueryOptions = (dirId: string) =>
  queryOptions({ queryKey: folderKeys.auth(dirId), queryFn: () => getFolderAuth(dirId), staleTime: 0 });

export const useFolderAuth = (dirId: string, enabled = true) => useQuery({ ...folderAuthQueryOptions(dirId), enabled: enabled && dirId !== '' });
