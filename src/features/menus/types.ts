/** A menu item as GET /menu/showMenu sends it (spec §3), and what add / upd take. */
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

export interface MenuInput {
  menuCode?: string;
  menuIcon?: string;
  menuName: string;
  menuNameEn: string;
  menuOrder: number;
  menuParent: string;
  menuRemark?: string;
  menuUrl: string;
  isAuth: 0 | 1;
}
