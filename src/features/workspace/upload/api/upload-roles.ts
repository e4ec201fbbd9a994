import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleKeys } from '@/entities/roles/keys';
import { dmsGet } from '@/lib/api/clients';

export interface UploadRole {
  roleId: string;
  /** Chinese name. */
  roleName: string;
  roleNameEn: string;
}

/**
 * GET /files/uploadRoles: the roles an upload may be restricted to (the upload's `roleIds`, spec §6).
 * ASSUMED, the whole call: the spec shows no role listing a non-admin may use (GET /role/list is for system
 * managers), so this one answers every role's id and names to any signed-in user. Silent: the dialog says
 * the list could not be loaded and lets the upload go on without roles.
 */
export const getUploadRoles = () => dmsGet<UploadRole[]>('/files/uploadRoles', { silent: true });

export const uploadRolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.uploadOptions(), queryFn: getUploadRoles, staleTime: 5 * 60_000 });

export const useUploadRoles = (enabled: boolean) => useQuery({ ...uploadRolesQueryOptions(), enabled });
