import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { FileDetails } from '../types';

/**
 * GET /files/getInfo/{id}: the preview reads the caller's file level and the folder from it, to offer only
 * what the user may do. Silent: without it the preview still shows the file, with fewer actions.
 */
export const getFileDetails = (fileId: string) =>
  dmsGet<FileDetails>(`/files/getInfo/${encodeURIComponent(fileId)}`, { silent: true });

export const fileDetailsQueryOptions = (fileId: string) =>
  queryOptions({ queryKey: ['files', 'detail', fileId], queryFn: () => getFileDetails(fileId) });

export const useFileDetails = (fileId: string) => useQuery({ ...fileDetailsQueryOptions(fileId), enabled: Boolean(fileId) });
