import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsDownload, dmsGet } from '@/lib/api/clients';
import type { HousDelivery } from '../types';
import { housOutKeys } from './keys';

/**
 * GET /housOut/downInfo/{code}: a shell-mould delivery, open without a session (the code is the credential).
 * ASSUMED call and reply (see mocks/handlers/hous-down.ts). Silent: the page shows the failure.
 */
export const getHousDelivery = (code: string) => dmsGet<HousDelivery>(`/housOut/downInfo/${encodeURIComponent(code)}`, { silent: true });

export const housDeliveryQueryOptions = (code: string) =>
  queryOptions({ queryKey: housOutKeys.delivery(code), queryFn: () => getHousDelivery(code), retry: false });

export const useHousDelivery = (code: string) => useQuery({ ...housDeliveryQueryOptions(code), enabled: Boolean(code) });

/** GET /housOut/download/{code}/{fileId}: the file's bytes. ASSUMED. A failure is shown as a toast. */
export const downloadHousFile = (code: string, fileId: string) =>
  dmsDownload({ url: `/housOut/download/${encodeURIComponent(code)}/${encodeURIComponent(fileId)}` });
