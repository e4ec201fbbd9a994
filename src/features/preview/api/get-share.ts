import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { Share } from '../types';
import { shareKeys } from './keys';

/** GET /files/share/{code}: the shared files and what the link allows. ASSUMED. Silent: the page shows it. */
export const getShare = (code: string) => dmsGet<Share>(`/files/share/${encodeURIComponent(code)}`, { silent: true });

export const shareQueryOptions = (code: string) => queryOptions({ queryKey: shareKeys.detail(code), queryFn: () => getShare(code) });

export const useShare = (code: string) => useQuery({ ...shareQueryOptions(code), enabled: Boolean(code) });
