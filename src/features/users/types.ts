/** User administration's queries and forms; the user row itself is the users entity's. */
import type { UserStatus, UserType } from '@/entities/users/types';

export type { UserRole, UserRow, UserStatus, UserType } from '@/entities/users/types';

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
