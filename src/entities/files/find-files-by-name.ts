import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { fileKeys } from './keys';
import type { FoundFile } from './types';

/**
 * GET /files/getFatherDirPathByFileName (fileName): files anywhere whose name contains the text, with the
 * path of their folder. ASSUMED reply: [{fileId, fileName, fileType, dirId, status, path, pathName}]
 * (at most 200). Silent: the dialog shows the error.
 */
export const findFilesByName = (fileName: string) =>
  dmsGet<FoundFile[]>('/files/getFatherDirPathByFileName', { params: { fileName }, silent: true });

export const findFilesQueryOptions = (fileName: string) =>
  queryOptions({ queryKey: fileKeys.find(fileName), queryFn: () => findFilesByName(fileName) });

export const useFindFiles = (fileName: string) => useQuery({ ...findFilesQueryOptions(fileName), enabled: fileName.trim().length > 0 });
