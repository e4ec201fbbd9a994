/** A menu item as GET /menu/showMenu (every item) and GET /menu/getMenus/{language} (the user's) send it (spec §3). */
export interface MenuItem {
  menuId: string;
  menuCode: string;
  menuIcon: string;
  menuLanguage?: string;
  /** Chinese label. */
  menuName: string;
  menuNameEn: string;
  menuOrder: number;
  /** '0' for a top-level item. */
  menuParent: string;
  menuRemark: string;
  menuUrl: string;
  /** 1: part of system management (admin only). */
  isAuth: 0 | 1 | boolean;
  children?: MenuItem[];
}
