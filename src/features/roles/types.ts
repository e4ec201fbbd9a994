/** The role screens' queries and forms; the role row and the menu item are the roles' and menus' entities'. */
export type { RoleRow } from '@/entities/roles/types';
import type { MenuItem } from '@/entities/menus/types';

/** The fields of a menu item (GET /menu/showMenu) the menu choice reads. */
export type MenuNode = Pick<MenuItem, 'menuId' | 'menuName' | 'menuNameEn' | 'menuUrl' | 'menuParent'> & { children?: MenuNode[] };

export interface RoleInput {
  roleName: string;
  roleNameEn: string;
  remark?: string;
}

export interface RolePageQuery {
  current: number;
  size: number;
  roleName?: string;
}

export interface RoleMember {
  userId: string;
  username: string;
  useraccount: string;
  jobNumber: string;
  department: string;
  departmentEn: string;
  status: 'enabled' | 'disabled';
}

export interface MemberQuery {
  roleId: string;
  current: number;
  size: number;
  userName?: string;
}
