/**
 * The route table, as data (spec §2), and the one place a screen is declared: path, menu key, title, menu
 * icon, whether it sits inside the layout shell, whether it is open without a session (§9 whitelist), who may
 * see it (every signed-in user, the users whose menu offers it, or a capability), and its lazy screen.
 * The router, the guard, the side navigation's active item and icons, the document title and the tests' sweeps
 * of every screen all read this table. It loads no screen and no icon (the icons are names, a type only): the
 * router, the chunk plan (scripts/chunk-plan.ts) and the Node tests read it.
 */
import type { ComponentType } from 'react';
import type { Capability } from '@/lib/permissions';
import type { MenuIconName } from '@/components/menu-icon';
import type { RouteTitleKey } from './route-handle';

export type ScreenModule = Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  /** i18n key of the screen's title (namespace `routes`). */
  titleKey: RouteTitleKey;
  /** Key of the side-navigation item that shows as active on this route (its menuUrl). */
  menuKey?: string;
  /** The side menu's icon for the screen where the server names none the menu can draw (ROUTE_ICONS). */
  menuIcon?: MenuIconName;
  /** Inside the header + side navigation shell. */
  inLayout: boolean;
  /** Open without a session (the §9 whitelist). */
  open?: boolean;
  /** What the signed-in user must be able to do to see the screen. */
  capability?: Capability;
  /**
   * Shown only to a user whose menu (from the server, per user) offers `menuKey`; others are told the screen
   * is not theirs. The screens every signed-in user has do not set it.
   */
  offeredByMenu?: boolean;
  /**
   * The screen's strings are all in the start-up locale pack (common, routes, login, password, captcha), so it
   * does not wait for the other namespaces (keeps /login's first load small).
   */
  startStrings?: boolean;
  /**
   * The screen's strings are in the start-up pack and the shell's (layout, dashboard, workspace): it does not
   * wait for every namespace (keeps /home's first load small).
   */
  shellStrings?: boolean;
  load: () => ScreenModule;
}

/** Paths reachable without a token (spec §9). `/` is open because it only redirects. */
export const OPEN_PATHS = [
  '/',
  '/login',
  '/loginLoading',
  '/test',
  '/setPassword',
  '/changePassword',
  '/verificationCode',
  '/housDown',
] as const;

/** Beyond the §9 whitelist, the 404 page: it shows nothing private, and an unknown address should say so. */
const ALSO_OPEN = ['/404'];

/**
 * Who may open a screen inside the layout: every signed-in user (home, the file lists, preview), the users
 * whose menu offers it (the default), or the holders of a capability (the administration screens).
 */
type Access = 'everyone' | 'menu' | Capability;

const inLayout = (
  path: string,
  titleKey: RouteTitleKey,
  menuIcon: MenuIconName,
  load: () => ScreenModule,
  access: Access = 'menu',
): AppRoute => ({
  path,
  titleKey,
  menuKey: path,
  menuIcon,
  inLayout: true,
  capability: access === 'everyone' || access === 'menu' ? undefined : access,
  offeredByMenu: access === 'menu',
  load,
});

const outside = (path: string, titleKey: RouteTitleKey, load: () => ScreenModule, startStrings = false): AppRoute => ({
  path,
  titleKey,
  inLayout: false,
  open: isOpenPath(path),
  startStrings,
  load,
});

/** An administration screen: inside the layout, for the holders of the system manager's rights. */
const adminScreen = (path: string, titleKey: RouteTitleKey, menuIcon: MenuIconName, load: () => ScreenModule) =>
  inLayout(path, titleKey, menuIcon, load, 'systemManager');

/** A sign-in screen or a plain notice: its strings are in the start-up locale pack. */
const signInScreen = (path: string, titleKey: RouteTitleKey, load: () => ScreenModule) => outside(path, titleKey, load, true);

export const ROUTES: AppRoute[] = [
  {
    ...inLayout('/home', 'home', 'HomeOutlined', () => import('@/features/dashboard/pages/dashboard-page'), 'everyone'),
    shellStrings: true,
  },
  inLayout('/filelist', 'filelist', 'FolderOpenOutlined', () => import('@/features/workspace/pages/file-list-page'), 'everyone'),
  inLayout('/disk', 'disk', 'CloudServerOutlined', () => import('@/features/workspace/pages/disk-page'), 'everyone'),
  inLayout('/abandonpage', 'abandonpage', 'DeleteOutlined', () => import('@/features/recycle-bin/pages/recycle-bin-page')),
  inLayout('/logger', 'logger', 'FileSearchOutlined', () => import('@/features/logs/pages/operation-log-page')),
  inLayout('/exportfilelist', 'exportfilelist', 'UnorderedListOutlined', () => import('@/features/manifest/pages/system-manifest-page')),
  inLayout('/sysOvFileList', 'sysOvFileList', 'FieldTimeOutlined', () => import('@/features/recycle-bin/pages/overdue-files-page')),
  inLayout('/OaAcceptingDocuments', 'OaAcceptingDocuments', 'InboxOutlined', () => import('@/features/oa/pages/oa-received-page')),
  inLayout('/plmReceiver', 'plmReceiver', 'MailOutlined', () => import('@/features/plm/pages/plm-receiver-page')),
  inLayout('/outgoingLog', 'outgoingLog', 'ExportOutlined', () => import('@/features/outgoing/pages/data-outgoing-log-page')),
  inLayout('/housOutLog', 'housOutLog', 'SendOutlined', () => import('@/features/outgoing/pages/mould-outgoing-log-page')),
  inLayout('/video', 'video', 'PlayCircleOutlined', () => import('@/features/preview/pages/video-page'), 'everyone'),
  adminScreen('/teammanage', 'teammanage', 'ApartmentOutlined', () => import('@/features/teams/pages/team-manage-page')),
  adminScreen('/role', 'role', 'TeamOutlined', () => import('@/features/roles/pages/role-list-page')),
  adminScreen('/rolesPermission', 'rolesPermission', 'SolutionOutlined', () => import('@/features/roles/pages/role-menus-page')),
  adminScreen('/rolesPerson', 'rolesPerson', 'UsergroupAddOutlined', () => import('@/features/roles/pages/role-members-page')),
  adminScreen('/authConfig', 'authConfig', 'SafetyCertificateOutlined', () => import('@/features/permissions/pages/auth-config-page')),
  adminScreen('/rights', 'rights', 'CrownOutlined', () => import('@/features/permissions/pages/rights-page')),
  adminScreen('/userAuth', 'userAuth', 'KeyOutlined', () => import('@/features/permissions/pages/user-auth-page')),
  adminScreen('/fileServer', 'fileServer', 'HddOutlined', () => import('@/features/servers/pages/file-server-page')),
  adminScreen('/userInfo', 'userInfo', 'UserOutlined', () => import('@/features/users/pages/user-list-page')),
  adminScreen('/menuSystem', 'menuSystem', 'MenuOutlined', () => import('@/features/menus/pages/menu-system-page')),
  adminScreen('/template', 'template', 'ProfileOutlined', () => import('@/features/folder-templates/pages/template-page')),
  adminScreen('/area', 'area', 'EnvironmentOutlined', () => import('@/features/org/pages/area-page')),
  adminScreen('/department', 'department', 'ClusterOutlined', () => import('@/features/org/pages/department-page')),
  adminScreen('/docManage', 'docManage', 'FileTextOutlined', () => import('@/features/doc-templates/pages/doc-manage-page')),
  signInScreen('/login', 'login', () => import('@/features/auth/pages/login-page')),
  signInScreen('/changePassword', 'changePassword', () => import('@/features/auth/pages/change-password-page')),
  signInScreen('/setPassword', 'setPassword', () => import('@/features/auth/pages/set-password-page')),
  signInScreen('/loginLoading', 'loginLoading', () => import('@/features/auth/pages/login-loading-page')),
  signInScreen('/verificationCode', 'verificationCode', () => import('@/features/auth/pages/verification-code-page')),
  outside('/pdf', 'pdf', () => import('@/features/preview/pages/preview-page')),
  outside('/compare', 'compare', () => import('@/features/preview/pages/compare-page')),
  outside('/viewFile', 'viewFile', () => import('@/features/preview/pages/view-file-page')),
  outside('/sharePage', 'sharePage', () => import('@/features/preview/pages/share-page')),
  outside('/housDown', 'housDown', () => import('@/features/preview/pages/hous-down-page')),
  outside('/test', 'test', () => import('@/features/upload-test/pages/upload-test-page')),
  signInScreen('/404', 'notFound', () => import('./pages/not-found-page')),
];

/** Menu entries that group screens and open none (System management), with their icons. */
const MENU_GROUP_ICONS: Readonly<Record<string, MenuIconName>> = { '/basic': 'SettingOutlined' };

/**
 * The icon of each screen of the layout and of each menu group, by path: what the side menu shows for an entry
 * whose own icon it cannot draw or an earlier entry took. No two alike (menu-icons.test.ts).
 */
export const ROUTE_ICONS: Readonly<Record<string, MenuIconName>> = {
  ...Object.fromEntries(ROUTES.flatMap((route) => (route.menuIcon ? [[route.path, route.menuIcon]] : []))),
  ...MENU_GROUP_ICONS,
};

/**
 * The only screens a user who must still replace the first-login password may see (spec §2, §4): the change
 * itself, and the central-login hand-off, which starts another session.
 */
export const FIRST_LOGIN_PATHS: readonly string[] = ['/changePassword', '/loginLoading'];

export function isOpenPath(pathname: string): boolean {
  return (OPEN_PATHS as readonly string[]).includes(pathname) || ALSO_OPEN.includes(pathname);
}

/** The strings a screen waits for: none beyond start-up, the shell's, or every namespace. */
export function screenStrings(route: AppRoute): 'start' | 'shell' | 'all' {
  return route.startStrings ? 'start' : route.shellStrings ? 'shell' : 'all';
}

export function findRoute(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => route.path === pathname);
}
