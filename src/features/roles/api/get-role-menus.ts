import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { roleKeys } from '@/entities/roles/keys';

/** GET /role/getMenus?roleId=: the ids of the menus a role sees. ASSUMED: the whole call. */
export const getRoleMenus = (roleId: string) => dmsGet<string[]>('/role/getMenus', { params: { roleId }, silent: true });

export const roleMenusQueryOptions = (roleId: string) =>
  queryOptions({ queryKey: roleKeys.menus(roleId), queryFn: () => getRoleMenus(roleId), enabled: roleId !== '' });

export const useRoleMenus = (roleId: string) => useQuery(roleMenusQueryOptions(roleId));
