/** A side-navigation item as the server sends it (spec §3). */
export interface MenuItem {
  menuId: string;
  menuCode?: string;
  menuIcon?: string;
  menuLanguage?: string;
  menuName: string;
  menuNameEn?: string;
  menuOrder?: number;
  menuParent?: string | null;
  menuRemark?: string;
  menuUrl?: string;
  isAuth?: boolean | number;
  children?: MenuItem[];
}
