import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { authorityKeys } from '@/entities/authority/keys';
import type { RoleFolderNode } from '../types';

/**
 * GET /authority/roleFolderTree?roleId=: every folder (the root first) with the role's resolved levels and
 * where they come from (own permission, inherited from a parent, directory administrator, default).
 * ASSUMED: the whole call. Silent: the tree shows the error.
 */
export const getRoleFolderTree = (roleId: string) =>
  dmsGet<RoleFolderNode[]>('/authority/roleFolderTree', { params: { roleId }, silent: true });

export const roleFolderTreeQueryOptions = (roleId: string) =>
  queryOptions({ queryKey: authorityKeys.roleTree(roleId), queryFn: () => getRoleFolderTree(roleId), enabled: roleId !== '' });

export const useRoleFolderTree = (roleId: string) => useQuery(roleFolderTreeQueryOptions(roleId));
