/**
 * Users as the administration calls send them. ASSUMED (see README, "API contract", and mocks/contract/dms.openapi.json): every
 * field beyond the spec's name, job number, e-mail, user type and status.
 */
export type UserType = 'internal' | 'external';
export type UserStatus = 'enabled' | 'disabled';

export interface UserRole {
  roleId: string;
  roleName: string;
  roleNameEn: string;
}

export interface UserRow {
  userId: string;
  username: string;
  useraccount: string;
  userType: UserType;
  email: string;
  jobNumber: string;
  phone: string;
  department: string;
  departmentEn: string;
  departmentId: string;
  roles: UserRole[];
  roleIds: string[];
  status: UserStatus;
  adminLevel: number;
  createTime?: string;
  firstLogin?: boolean;
}

export interface UserFilters {
  userName?: string;
  userType?: UserType;
  status?: UserStatus;
  departmentId?: string;
  roleId?: string;
}

export interface UserQuery extends UserFilters {
  current: number;
  size: number;
  orderColumn?: string;
  order?: 'ASC' | 'DESC';
}

/** What the create and edit forms send (the password only on create, RSA-encrypted). */
export interface UserInput {
  username: string;
  useraccount: string;
  jobNumber: string;
  email: string;
  phone?: string;
  userType: UserType;
  status: UserStatus;
  departmentId: string;
  roleIds: string[];
}

export interface RoleOption {
  roleId: string;
  roleName: string;
  roleNameEn: string;
  isSystemManager: boolean;
}

export interface Department {
  id: string;
  paramName: string;
  paramNameEn: string;
  code: string;
}
