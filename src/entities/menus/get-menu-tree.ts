import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import { menuKeys } from './keys';
import type { MenuItem } from './types';

/**
 * GET /menu/showMenu (spec §7): every menu item as a tree, for menu management and to choose a role's menus
 * from. ASSUMED: nodes carry `children`, sorted by menuOrder. Silent: each screen shows the error.
 */
export const getMenuTree = () => dmsGet<MenuItem[]>('/menu/showMenu', { silent: true });

export const menuTreeQueryOptions = () => queryOptions({ queryKey: menuKeys.tree(), queryFn: getMenuTree });

export const useMenuTree = () => useQuery(menuTreeQueryOptions());
