import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileKeys } from './keys';
import type { FileInfo } from './types';

/**
 * GET /files/getInfo/{id}: a file's details, for the workspace's details drawer and version history, and for
 * the preview (the caller's file level and the folder decide what it offers).
 * ASSUMED reply: the file row plus versions, path [{dirId, dirName}] and userFileLevel (the caller's file
 * level on it). Silent: the drawer shows the error; without it the preview shows the file with fewer actions.
 */
export const getFileInfo = (id: string) => dmsGet<FileInfo>(`/files/getInfo/${encodeURIComponent(id)}`, { silent: true });

export const fileInfoQueryOptions = (id: string) => queryOptions({ queryKey: fileKeys.detail(id), queryFn: () => getFileInfo(id) });

/** Off while there is no file (`null` or ''). */
export const useFileInfo = (id: string | null) => useQuery({ ...fileInfoQueryOptions(id ?? ''), enabled: Boolean(id) });
