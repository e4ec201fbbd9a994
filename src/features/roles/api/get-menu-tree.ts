import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { MenuNode } from '../types';
import { menuTreeKey } from './keys';

/** GET /menu/showMenu (spec §7): every menu item as a tree, to choose a role's menus from. */
export const getMenuTree = () => dmsGet<MenuNode[]>('/menu/showMenu', { silent: true });

export const menuTreeQueryOptions = () => queryOptions({ queryKey: menuTreeKey, queryFn: getMenuTree });

export const useMenuTree = () => useQuery(menuTreeQueryOptions());
