import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { folderKeys } from './keys';
import type { FolderAuth } from './types';

/**
 * GET /folder/getOptAuthByDirId (dirId): the caller's levels on a folder, asked each time a folder is
 * entered (spec §6: the server judges permissions when a directory is entered), by the workspace and by the
 * preview (for the file's folder).
 * ASSUMED reply: {dirId, dirLevel (0–7), fileLevel (0–50), admin, adminLevel (10000 for a system manager)}.
 * Silent: each screen shows the error or offers fewer actions.
 */
export const getFolderAuth = (dirId: string) => dmsGet<FolderAuth>('/folder/getOptAuthByDirId', { params: { dirId }, silent: true });

export const folderAuthQueryOptions = (dirId: string) =>
  queryOptions({ queryKey: folderKeys.auth(dirId), queryFn: () => getFolderAuth(dirId), staleTime: 0 });

/** Off while `dirId` is empty (no folder yet). */
export const useFolderAuth = (dirId: string | undefined, enabled = true) =>
  useQuery({ ...folderAuthQueryOptions(dirId ?? ''), enabled: enabled && Boolean(dirId) });
