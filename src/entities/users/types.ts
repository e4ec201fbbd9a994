/**
 * Users as the /dms calls send them (GET /user/showByName/{userName}, POST /user/showPage). ASSUMED (see
 * README, "API contract", and mocks/contract/dms.openapi.json): every field beyond the spec's name, job
 * number, e-mail, user type and status.
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
