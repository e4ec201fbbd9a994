import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuKeys } from '@/entities/menus/keys';
import { dmsGet } from '@/lib/api/clients';
import type { Language } from '@/lib/i18n';
import type { MenuItem } from '../types';

/** GET /menu/getMenus/{menuLanguage}: the signed-in user's menu tree. */
export const getMenus = (language: Language) => dmsGet<MenuItem[]>(`/menu/getMenus/${language}`);

export const menusQueryOptions = (language: Language) =>
  queryOptions({ queryKey: menuKeys.list(language), queryFn: () => getMenus(language), staleTime: 5 * 60_000 });

export const useMenus = (language: Language) => useQuery(menusQueryOptions(language));
