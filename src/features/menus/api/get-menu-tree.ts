import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsGet } from '@/lib/api/clients';
import type { MenuItem } from '../types';
import { menuKeys } from './keys';

/**
 * GET /menu/showMenu (spec §7): every menu item as a tree. ASSUMED: nodes carry `children`, sorted by
 * menuOrder. Silent: the table shows the error.
 */
export const getMenuTree = () => dmsGet<MenuItem[]>('/menu/showMenu', { silent: true });

export const menuTreeQueryOptions = () => queryOptions({ queryKey: menuKeys.tree(), queryFn: getMenuTree });

export const useMenuTree = () => useQuery(menuTreeQueryOptions());
