import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { FileGrant } from '../types';

/** GET /authority/fileGrants?roleId=: the role's single-file permissions. ASSUMED: the whole call. */
export const getFileGrants = (roleId: string) => dmsGet<FileGrant[]>('/authority/fileGrants', { params: { roleId }, silent: true });

export const fileGrantsQueryOptions = (roleId: string) =>
  queryOptions({ queryKey: authorityKeys.fileGrants(roleId), queryFn: () => getFileGrants(roleId), enabled: roleId !== '' });

export const useFileGrants = (roleId: string) => useQuery(fileGrantsQueryOptions(roleId));
