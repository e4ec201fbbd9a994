/** Roles as the /dms calls send them (GET /role/list, POST /role/showPage). ASSUMED: the whole shape (§9). */
export interface RoleRow {
  roleId: string;
  /** Chinese name. */
  roleName: string;
  roleNameEn: string;
  remark: string;
  isSystemManager: boolean;
  /** Every grant is capped by these (spec §6). */
  maxDirLevel: number;
  maxFileLevel: number;
  /** The role's file level where it has no grant. */
  defaultFileLevel: number;
  menuIds: string[];
  userCount: number;
}

/** What POST /role/upd may change: names and remark (role screens), levels (permission screens). */
export type RoleChange = Partial<
  Pick<RoleRow, 'roleName' | 'roleNameEn' | 'remark' | 'maxDirLevel' | 'maxFileLevel' | 'defaultFileLevel'>
> & {
  roleId: string;
};
