import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { OfficeSession } from '../types';
import { previewKeys } from './keys';

export type OfficeMode = 'preview' | 'edit';

/**
 * GET /v1/api/file/getWpsUrlByFileId/{fileId}/preview (optional viewType=noNormal) and .../{fileId}/edit:
 * the office editor's address for the file. ASSUMED: the reply is `{url, token, timeout?}`; `wpsUrl` and
 * `access_token`/`expires_in` (names office servers commonly use) are read too, as is a bare URL string.
 */
export async function getOfficeSession(fileId: string, mode: OfficeMode, viewType?: string): Promise<OfficeSession> {
  const params = mode === 'preview' && viewType ? { viewType } : undefined;
  const data = await dmsGet<unknown>(`/v1/api/file/getWpsUrlByFileId/${encodeURIComponent(fileId)}/${mode}`, { params, silent: true });
  return normaliseOfficeSession(data);
}

export function normaliseOfficeSession(data: unknown): OfficeSession {
  if (typeof data === 'string' && data) return { url: data, token: '' };
  const record = (data ?? {}) as Record<string, unknown>;
  const url = record.url ?? record.wpsUrl;
  const token = record.token ?? record.access_token ?? record.accessToken ?? '';
  const timeout = record.timeout ?? record.expires_in;
  if (typeof url !== 'string' || !url) throw new Error('The office server gave no editor address');
  return { url, token: String(token), timeout: typeof timeout === 'number' ? timeout : undefined };
}

export const officeSessionQueryOptions = (fileId: string, mode: OfficeMode, viewType?: string) =>
  queryOptions({
    queryKey: previewKeys.office(fileId, mode, viewType ?? ''),
    queryFn: () => getOfficeSession(fileId, mode, viewType),
    // A fresh editor address each time: they are single-use on most office servers.
    staleTime: 0,
    gcTime: 0,
  });

export const useOfficeSession = (fileId: string, mode: OfficeMode, viewType?: string) =>
  useQuery(officeSessionQueryOptions(fileId, mode, viewType));
