/** Rules of the menu form (the server checks the same; see mocks/db/menus.ts). */
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuItem } from './types';

export const MENU_URL_PATTERN = /^\/[A-Za-z0-9/_-]*$/;
export const MENU_NAME_MAX = 50;

/** Icon names the side navigation draws (anything else shows a neutral icon). */
export const MENU_ICONS = [
  'AppstoreOutlined', 'AuditOutlined', 'BarChartOutlined', 'CloudServerOutlined', 'DeleteOutlined', 'ExportOutlined',
  'FileSearchOutlined', 'FileTextOutlined', 'FolderOpenOutlined', 'HomeOutlined', 'MailOutlined', 'SafetyOutlined',
  'SettingOutlined', 'TeamOutlined', 'UserOutlined',
];

export const menuRules = (t: TFunction, items: MenuItem[], editingId?: string) => ({
  menuName: [
    { required: true, whitespace: true, message: t('menus:rules.nameZh') },
    { max: MENU_NAME_MAX, message: t('menus:rules.nameMax') },
  ] as FormRule[],
  menuNameEn: [
    { required: true, whitespace: true, message: t('menus:rules.nameEn') },
    { max: MENU_NAME_MAX, message: t('menus:rules.nameMax') },
  ] as FormRule[],
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
