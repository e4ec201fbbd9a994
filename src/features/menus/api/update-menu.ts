import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { menuKeys } from '@/entities/menus/keys';
import type { MenuInput, MenuItem } from '../types';

/** POST /menu/upd (spec §7, body: menuId and the fields). ASSUMED: answers the item. Silent: the form shows the refusal. */
export const updateMenu = (input: MenuInput & { menuId: string }) => dmsPost<MenuItem>('/menu/upd', input, { silent: true });

export function useUpdateMenu() {
  return useInvalidatingMutation(updateMenu, [menuKeys.all]);
}
