import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { PreviewInfo } from '../types';
import { shareKeys } from './keys';

/**
 * GET /files/share/{code}/preview/{fileId}: preview info of one shared file, its URL authorised by the link.
 * ASSUMED. Silent: the viewer shows a failure in place of the file.
 */
export const getSharedPreview = (code: string, fileId: string) =>
  dmsGet<PreviewInfo>(`/files/share/${encodeURIComponent(code)}/preview/${encodeURIComponent(fileId)}`, { silent: true });

/** A fresh inline URL of the shared file, outside the cache: the viewer swaps it in itself. */
export const renewSharedPreviewUrl = (code: string, fileId: string) => () => getSharedPreview(code, fileId).then((info) => info.url);

/** GET /files/share/{code}/download/{fileId}: the attachment URL, when the link allows downloads. ASSUMED. */
export const getSharedDownload = (code: string, fileId: string) =>
  dmsGet<PreviewInfo>(`/files/share/${encodeURIComponent(code)}/download/${encodeURIComponent(fileId)}`);

export const sharedPreviewQueryOptions = (code: string, fileId: string) =>
  queryOptions({
    queryKey: shareKeys.preview(code, fileId),
    queryFn: () => getSharedPreview(code, fileId),
    staleTime: 0,
    gcTime: 0,
  });

export const useSharedPreview = (code: string, fileId: string) =>
  useQuery({ ...sharedPreviewQueryOptions(code, fileId), enabled: Boolean(code && fileId) });
