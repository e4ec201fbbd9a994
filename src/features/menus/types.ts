export type { MenuItem } from '@/entities/menus/types';

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
