/**
 * Which icon each side-menu entry shows: every entry one of its own, so that the collapsed
 * menu, which shows nothing else, tells them apart.
 */
import { MENU_ICON_NAMES, isMenuIcon } from '@/components/menu-icon';
import type { MenuItem } from './types';

/**
 * The icon of each screen of spec §2 (and of the /basic group, "System management"), for entries the server
 * sends without an icon, or with one the menu cannot draw (another UI kit's name) or one an earlier entry
 * already shows. No two routes share an icon (menu-icons.test.ts).
 */
export const ROUTE_ICONS: Readonly<Record<string, string>> = {
  '/home': 'HomeOutlined',
  '/filelist': 'FolderOpenOutlined',
  '/disk': 'CloudServerOutlined',
  '/abandonpage': 'DeleteOutlined',
  '/logger': 'FileSearchOutlined',
  '/exportfilelist': 'UnorderedListOutlined',
  '/sysOvFileList': 'FieldTimeOutlined',
  '/OaAcceptingDocuments': 'InboxOutlined',
  '/plmReceiver': 'MailOutlined',
  '/outgoingLog': 'ExportOutlined',
  '/housOutLog': 'SendOutlined',
  '/video': 'PlayCircleOutlined',
  '/basic': 'SettingOutlined',
  '/userInfo': 'UserOutlined',
  '/role': 'TeamOutlined',
  '/rolesPermission': 'SolutionOutlined',
  '/rolesPerson': 'UsergroupAddOutlined',
  '/authConfig': 'SafetyCertificateOutlined',
  '/rights': 'CrownOutlined',
  '/userAuth': 'KeyOutlined',
  '/teammanage': 'ApartmentOutlined',
  '/menuSystem': 'MenuOutlined',
  '/template': 'ProfileOutlined',
  '/area': 'EnvironmentOutlined',
  '/department': 'ClusterOutlined',
  '/docManage': 'FileTextOutlined',
  '/fileServer': 'HddOutlined',
};

/** The entries in the order the menu shows them: by menuOrder, each parent before its children. */
function inMenuOrder(menus: MenuItem[]): MenuItem[] {
  return [...menus].sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0)).flatMap((menu) => [menu, ...inMenuOrder(menu.children ?? [])]);
}

/**
 * The icon name of every entry of the tree, by menuId, no two alike:
 * 1. the icon the server names, if the menu can draw it and no entry before has claimed it (an
 *    administrator's choice wins);
 * 2. else the icon of the entry's route (ROUTE_ICONS), if still free;
 * 3. else the first icon no entry shows yet.
 * Only a menu with more entries than MENU_ICON_NAMES has icons repeats one.
 */
export function assignMenuIcons(menus: MenuItem[]): Map<string, string> {
  const entries = inMenuOrder(menus);
  const icons = new Map<string, string>();
  const taken = new Set<string>();
  const claim = (menu: MenuItem, icon: string | undefined) => {
    if (!isMenuIcon(icon) || taken.has(icon) || icons.has(menu.menuId)) return;
    icons.set(menu.menuId, icon);
    taken.add(icon);
  };
  for (const menu of entries) claim(menu, menu.menuIcon);
  for (const menu of entries) claim(menu, menu.menuUrl ? ROUTE_ICONS[menu.menuUrl] : undefined);
  for (const menu of entries)
    claim(
      menu,
      MENU_ICON_NAMES.find((name) => !taken.has(name)),
    );
  for (const menu of entries) if (!icons.has(menu.menuId)) icons.set(menu.menuId, MENU_ICON_NAMES[0]);
  return icons;
}
