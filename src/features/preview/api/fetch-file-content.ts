import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsDownload } from '@/lib/api/clients';
import { appConfig } from '@/lib/config';
import { previewKeys } from './keys';

/**
 * A content URL as the /dms client takes it: the server hands out `/dms/...` paths (with a ticket) or
 * absolute URLs; the client's base already holds `/dms`.
 */
export function clientUrl(url: string): string {
  const base = appConfig.apiBase.replace(/\/$/, '');
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

/** The address a media element or a player library can open directly (no token header travels). */
export function browserUrl(url: string): string {
  return new URL(url, window.location.href).toString();
}

/** The bytes behind a preview or download URL. Silent: the preview shows the failure itself. */
export async function fetchFileContent(url: string): Promise<Blob> {
  const { blob } = await dmsDownload({ url: clientUrl(url), silent: true });
  return blob;
}

export const fileContentQueryOptions = (url: string) =>
  queryOptions({
    queryKey: previewKeys.content(url),
    queryFn: () => fetchFileContent(url),
    staleTime: Infinity,
    gcTime: 60_000,
  });

export const useFileContent = (url: string | undefined) => useQuery({ ...fileContentQueryOptions(url ?? ''), enabled: Boolean(url) });
