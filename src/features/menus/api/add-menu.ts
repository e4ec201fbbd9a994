import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { menuKeys } from '@/entities/menus/keys';
import { roleKeys } from '@/entities/roles/keys';
import type { MenuInput, MenuItem } from '../types';

/**
 * POST /menu/add (spec §7, body: menuCode, menuIcon, menuName, menuNameEn, menuOrder, menuParent,
 * menuRemark, menuUrl, isAuth). ASSUMED: answers the new item. A new item is seen by system managers until
 * a role is given it. Silent: the form shows the refusal.
 */
export const addMenu = (input: MenuInput) => dmsPost<MenuItem>('/menu/add', input, { silent: true });

export function useAddMenu() {
  return useInvalidatingMutation(addMenu, [menuKeys.all, roleKeys.all]);
}
