/** Rules of the menu form (the server checks the same; see mocks/db/menus.ts). */
import type { FormRule } from 'antd';
import type { PrefixedTranslate } from '@/i18next';
import { MENU_ICON_NAMES } from '@/components/menu-icon';
import { nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';
import type { MenuItem } from './types';

export const MENU_URL_PATTERN = /^\/[A-Za-z0-9/_-]*$/;
/** Menu names follow the shared name rule (the server's too). */
export const MENU_NAME_RULE = SHORT_NAME_RULE;

/**
 * Icon names the side navigation draws; with any other name (or one another entry already shows) the entry
 * shows its route's icon.
 */
export const MENU_ICONS = MENU_ICON_NAMES;

export const menuRules = (t: PrefixedTranslate, items: MenuItem[], editingId?: string) => ({
  menuName: nameRules(t, MENU_NAME_RULE, { required: t('menus:rules.nameZh') }),
  menuNameEn: nameRules(t, MENU_NAME_RULE, { required: t('menus:rules.nameEn') }),
  menuUrl: [
    { required: true, message: t('menus:rules.url') },
    { pattern: MENU_URL_PATTERN, message: t('menus:rules.urlPattern') },
    {
      validator: (_rule: unknown, value: string | undefined) =>
        value && flatten(items).some((m) => m.menuUrl === value && m.menuId !== editingId)
          ? Promise.reject(new Error(t('menus:rules.urlTaken')))
          : Promise.resolve(),
    },
  ] as FormRule[],
  menuOrder: [{ required: true, message: t('menus:rules.order') }] as FormRule[],
  menuCode: [{ max: 50, message: t('menus:rules.codeMax') }] as FormRule[],
  menuRemark: [{ max: 200, message: t('menus:rules.remarkMax') }] as FormRule[],
});

export function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** Ids of an item and everything under it (it cannot become its own parent). */
export function subtreeIds(item: MenuItem): string[] {
  return [item.menuId, ...(item.children ?? []).flatMap(subtreeIds)];
}

export const menuLabel = (item: MenuItem, language: string) => (language === 'zh' ? item.menuName : item.menuNameEn || item.menuName);
