import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { VersionRecord } from '../types';
import { versionKeys } from './keys';

/**
 * GET /versionManagement/selectVersionRecordBySystemName?systemName=. Replies with `code` ('200' success)
 * and `message`; silent because the dialog shows a failure as a warning (spec §8).
 */
export const getVersions = (systemName: string) =>
  dmsGet<VersionRecord[]>('/versionManagement/selectVersionRecordBySystemName', { params: { systemName }, silent: true });

export const versionQueryOptions = (systemName: string) =>
  queryOptions({ queryKey: versionKeys.detail(systemName), queryFn: () => getVersions(systemName) });

export const useVersion = (systemName: string, enabled: boolean) => useQuery({ ...versionQueryOptions(systemName), enabled });
