import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { PreviewInfo } from '../types';
import { previewKeys } from './keys';

/**
 * GET /files/preview/{fileId}: the file's name, type and inline URL (file level 10). Silent: the preview
 * screen shows the failure in place of the file. ASSUMED: the reply shape (see types.ts).
 */
export const getPreviewInfo = (fileId: string) => dmsGet<PreviewInfo>(`/files/preview/${encodeURIComponent(fileId)}`, { silent: true });

/** A fresh inline URL of the file (a new ticket), outside the cache: the viewer swaps it in itself. */
export const renewPreviewUrl = (fileId: string) => () => getPreviewInfo(fileId).then((info) => info.url);

/** Each visit asks again: the inline URL carries a short-lived ticket. */
export const previewInfoQueryOptions = (fileId: string) =>
  queryOptions({ queryKey: previewKeys.info(fileId), queryFn: () => getPreviewInfo(fileId), staleTime: 0, gcTime: 0 });

export const usePreviewInfo = (fileId: string) => useQuery({ ...previewInfoQueryOptions(fileId), enabled: Boolean(fileId) });
