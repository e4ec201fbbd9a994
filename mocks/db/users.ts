/** How users leave the database: never with their password. */
import { adminLevelOf } from './permissions';
import type { Db, User } from './schema';

export interface UserDto {
  userId: string;
  username: string;
  useraccount: string;
  userType: User['userType'];
  email: string;
  jobNumber: string;
  phone: string;
  department: string;
  departmentEn: string;
  departmentId: string;
  roles: { roleId: string; roleName: string; roleNameEn: string }[];
  roleIds: string[];
  status: User['status'];
  adminLevel: number;
}

export function userDto(database: Db, user: User): UserDto {
  const department = database.fileParams.find((p) => p.type === 'department' && p.id === user.departmentId);
  return {
    userId: user.userId,
    username: user.username,
    useraccount: user.useraccount,
    userType: user.userType,
    email: user.email,
    jobNumber: user.jobNumber,
    phone: user.phone,
    department: department?.paramName ?? '',
    departmentEn: department?.paramNameEn ?? '',
    departmentId: user.departmentId,
    roles: database.roles
      .filter((role) => user.roleIds.includes(role.roleId))
      .map(({ roleId, roleName, roleNameEn }) => ({ roleId, roleName, roleNameEn })),
    roleIds: [...user.roleIds],
    status: user.status,
    adminLevel: adminLevelOf(database, user),
  };
}

/** The data of a successful login (and of the central-login hand-off). */
export const loginData = (database: Db, user: User, token: string) => ({
  user: userDto(database, user),
  token,
  firstLogin: user.firstLogin,
});
