/** Menus: the per-user tree and the rules of menu management. */
import { nameRefusal, SHORT_NAME_RULE } from './names';
import { isAdmin } from './permissions';
import type { Db, MenuItem, User } from './schema';

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** Items as a tree under '0', each level sorted by menuOrder; `menuLanguage` echoes the requested language. */
export function menuTree(items: MenuItem[], language?: string): MenuNode[] {
  const byParent = new Map<string, MenuItem[]>();
  for (const item of items) {
    const list = byParent.get(item.menuParent);
    if (list) list.push(item);
    else byParent.set(item.menuParent, [item]);
  }
  const build = (parent: string): MenuNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.menuOrder - b.menuOrder || a.menuId.localeCompare(b.menuId, undefined, { numeric: true }))
      .map((item) => ({ ...item, menuLanguage: language ?? item.menuLanguage, children: build(item.menuId) }));
  return build('0');
}

/** The items the user's roles see (every item for a system manager), with the parents they need. */
export function menusForUser(database: Db, user: User): MenuItem[] {
  if (isAdmin(database, user)) return database.menus;
  const granted = new Set(database.roles.filter((r) => user.roleIds.includes(r.roleId)).flatMap((r) => r.menuIds));
  const byId = new Map(database.menus.map((m) => [m.menuId, m]));
  const included = new Set<string>();
  for (const id of granted) {
    for (let item = byId.get(id); item && !included.has(item.menuId); item = byId.get(item.menuParent)) {
      included.add(item.menuId);
    }
  }
  return database.menus.filter((m) => included.has(m.menuId));
}

/**
 * Whether the user's menu offers the screen at `menuUrl` (a system manager's offers every screen): the rule
 * the screens' own calls follow, so that a screen left out of a user's menu gives that user no rows.
 */
export function canUseScreen(database: Db, user: User, menuUrl: string): boolean {
  if (isAdmin(database, user)) return true;
  const menu = database.menus.find((m) => m.menuUrl === menuUrl);
  if (!menu) return false;
  return database.roles.some((role) => user.roleIds.includes(role.roleId) && role.menuIds.includes(menu.menuId));
}

export type MenuInput = Partial<Record<keyof MenuItem, unknown>>;
export type MenuCheck = { ok: true; value: Omit<MenuItem, 'menuId'> } | { ok: false; en: string; zh: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Validate a menu item to add (no `existing`) or the merged fields of one to update. */
export function checkMenu(database: Db, input: MenuInput, existing?: MenuItem): MenuCheck {
  const pick = (key: keyof MenuItem) => (input[key] !== undefined ? text(input[key]) : existing ? String(existing[key]) : '');
  const menuName = pick('menuName');
  const menuNameEn = pick('menuNameEn');
  const menuUrl = pick('menuUrl');
  const menuParent = pick('menuParent') || '0';
  const orderText = pick('menuOrder') || '0';
  if (!menuName || !menuNameEn) return { ok: false, en: 'The menu name is required in both languages', zh: '菜单中英文名称不能为空' };
  const refused =
    nameRefusal(menuName, SHORT_NAME_RULE, ['The menu name', '菜单名称']) ??
    nameRefusal(menuNameEn, SHORT_NAME_RULE, ['The English menu name', '菜单英文名称']);
  if (refused) return { ok: false, en: refused[0], zh: refused[1] };
  if (!/^\/[A-Za-z0-9/_-]*$/.test(menuUrl))
    return { ok: false, en: 'The menu address must start with / and contain no spaces', zh: '菜单地址须以 / 开头且不含空格' };
  if (database.menus.some((m) => m.menuUrl === menuUrl && m.menuId !== existing?.menuId)) {
    return { ok: false, en: 'Another menu already uses this address', zh: '菜单地址已存在' };
  }
  if (!/^\d+$/.test(orderText)) return { ok: false, en: 'The menu order must be a whole number', zh: '菜单排序须为非负整数' };
  if (menuParent !== '0') {
    const parent = database.menus.find((m) => m.menuId === menuParent);
    if (!parent) return { ok: false, en: 'The parent menu does not exist', zh: '上级菜单不存在' };
    for (let p: MenuItem | undefined = parent; p; p = database.menus.find((m) => m.menuId === p!.menuParent)) {
      if (existing && p.menuId === existing.menuId)
        return { ok: false, en: 'A menu cannot be moved under itself', zh: '不能将菜单移动到其自身之下' };
    }
  }
  const isAuth = pick('isAuth');
  return {
    ok: true,
    value: {
      menuName,
      menuNameEn,
      menuUrl,
      menuParent,
      menuOrder: Number(orderText),
      menuCode: pick('menuCode') || menuUrl.replace(/^\//, '').replace(/\//g, '-') || 'menu',
      menuIcon: pick('menuIcon') || 'AppstoreOutlined',
      isAuth: isAuth === '1' || isAuth === 'true' ? 1 : 0,
      menuLanguage: pick('menuLanguage') || 'zh',
      menuRemark: pick('menuRemark'),
    },
  };
}
