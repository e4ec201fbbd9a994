/**
 * Roles, role menus and role members as the administration calls send them. ASSUMED (see README,
 * "API contract" (README)): every field beyond the spec's "roles have a name and users".
 */
export interface RoleRow {
  roleId: string;
  /** Chinese name. */
  roleName: string;
  roleNameEn: string;
  remark: string;
  isSystemManager: boolean;
  maxDirLevel: number;
  maxFileLevel: number;
  defaultFileLevel: number;
  menuIds: string[];
  userCount: number;
}

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

/** A menu item of GET /menu/showMenu (spec §3). */
export interface MenuNode {
  menuId: string;
  menuName: string;
  menuNameEn: string;
  menuUrl: string;
  menuParent: string;
  children?: MenuNode[];
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
