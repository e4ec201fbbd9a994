import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuKeys } from '@/entities/menus/keys';
import { dmsGet } from '@/lib/api/clients';
import { RIGHTS_FRESHNESS } from '@/lib/api/live-query';
import type { Language } from '@/lib/i18n';
import type { MenuItem } from '../types';

/** GET /menu/getMenus/{menuLanguage}: the signed-in user's menu tree. */
export const getMenus = (language: Language) => dmsGet<MenuItem[]>(`/menu/getMenus/${language}`);

export const menusQueryOptions = (language: Language) =>
  queryOptions({ queryKey: menuKeys.list(language), queryFn: () => getMenus(language), ...RIGHTS_FRESHNESS });

export const useMenus = (language: Language) => useQuery(menusQueryOptions(language));
