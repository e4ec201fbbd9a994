import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { menuKeys } from '@/entities/menus/keys';
import { roleKeys } from '@/entities/roles/keys';

/**
 * POST /role/updMenus {roleId, menuIds}: replaces the menus a role sees (the parents of chosen items show
 * by themselves). Holders of the role see the change at their next menu load. ASSUMED: the whole call.
 * Silent: the screen shows the refusal.
 */
export const saveRoleMenus = (input: { roleId: string; menuIds: string[] }) => dmsPost<string[]>('/role/updMenus', input, { silent: true });

export function useSaveRoleMenus() {
  return useInvalidatingMutation(saveRoleMenus, [roleKeys.all, menuKeys.all]);
}
