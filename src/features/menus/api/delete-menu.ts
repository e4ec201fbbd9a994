import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { menuKeys } from '@/entities/menus/keys';
import { roleKeys } from '@/entities/roles/keys';

/** POST /menu/del?menuId= (spec §7). ASSUMED: refuses an item with sub-items. A refusal shows as a toast. */
export const deleteMenu = (menuId: string) => dmsPost<null>('/menu/del', undefined, { params: { menuId } });

export function useDeleteMenu() {
  return useInvalidatingMutation(deleteMenu, [menuKeys.all, roleKeys.all]);
}
