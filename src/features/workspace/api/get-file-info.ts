import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileInfo } from '../types';
import { fileKeys } from './query-keys';

/**
 * GET /files/getInfo/{id}: a file's details.
 * ASSUMED reply: the file row plus versions, path [{dirId, dirName}] and userFileLevel (the caller's file
 * level on it). Silent: the drawer shows the error.
 */
export const getFileInfo = (id: string) => dmsGet<FileInfo>(`/files/getInfo/${encodeURIComponent(id)}`, { silent: true });

export const fileInfoQueryOptions = (id: string) =>
  queryOptions({ queryKey: fileKeys.detail(id), queryFn: () => getFileInfo(id) });

export const useFileInfo = (id: string | null) =>
  useQuery({ ...fileInfoQueryOptions(id ?? ''), enabled: id !== null });
