import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import type { MenuInput, MenuItem } from '../types';
import { menuKeys } from '@/entities/menus/keys';

/** POST /menu/upd (spec §7, body: menuId and the fields). ASSUMED: answers the item. Silent: the form shows the refusal. */
export const updateMenu = (input: MenuInput & { menuId: string }) => dmsPost<MenuItem>('/menu/upd', input, { silent: true });

export function useUpdateMenu() {
  return useInvalidatingMutation(updateMenu, [menuKeys.all]);
}
