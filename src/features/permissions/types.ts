/**
 * Permission configuration data (spec §6). Levels: directory 0 no see … 7 delete; file 0 see … 50
 * delete/move. ASSUMED (see README, "API contract", and mocks/contract/dms.openapi.json): every shape below; the spec names the
 * concepts (maximum levels per role, directory administrator, inherit, single-file permissions) only.
 */
import type { RoleRow } from '@/entities/roles/types';

/** A role as the permission screens read it (GET /role/list). */
export type RoleSummary = RoleRow;
export const DIR_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const FILE_LEVELS = [0, 10, 20, 30, 40, 50] as const;

export interface RoleLevels {
  maxDirLevel: number;
  maxFileLevel: number;
  defaultFileLevel: number;
}

export interface DirGrant {
  grantId: string;
  roleId: string;
  dirId: string;
  dirName?: string;
  path?: string;
  dirLevel: number;
  fileLevel: number;
  /** Cascades to every subfolder without its own permission. */
  inherit: boolean;
  /** Directory administrator: level 7 / 50 on the folder and its whole subtree. */
  dirAdmin: boolean;
}

export interface DirGrantInput {
  roleId: string;
  dirId: string;
  dirLevel: number;
  fileLevel: number;
  inherit: boolean;
  dirAdmin: boolean;
}

export interface DirAdminRow extends DirGrant {
  roleName: string;
  roleNameEn: string;
}

export type LevelSource = 'systemManager' | 'grant' | 'inherited' | 'dirAdmin' | 'default';

/** A folder with a role's resolved levels (GET /authority/roleFolderTree). */
export interface RoleFolderNode {
  id: string;
  directoryName: string;
  fatherDirectoryId: string;
  status: 'normal' | 'void';
  dirLevel: number;
  fileLevel: number;
  source: LevelSource;
  fromDirId: string | null;
  fromDirName: string | null;
  /** The role's maximum lowered the levels. */
  capped: boolean;
  grant: DirGrant | null;
  children: RoleFolderNode[];
}

export interface FileGrant {
  grantId: string;
  roleId: string;
  fileId: string;
  fileName: string;
  dirId: string;
  dirName: string;
  fileLevel: number;
}

export type SourceKind = LevelSource | 'noRoles' | 'team' | 'folder' | 'fileGrant';

export interface AccessSource {
  kind: SourceKind;
  roleId?: string;
  roleName?: string;
  roleNameEn?: string;
  teamId?: string;
  teamName?: string;
  teamRole?: 'owner' | 'editor' | 'viewer';
  fromDirId?: string;
  fromDirName?: string;
  dirLevel: number | null;
  fileLevel: number;
  cappedFrom?: { dirLevel: number; fileLevel: number };
  decidesDir: boolean;
  decidesFile: boolean;
}

/** GET /authority/explain: a user's levels on a folder (and file) and where each came from. */
export interface AccessExplanation {
  user: { userId: string; username: string; useraccount: string };
  dirId: string;
  dirName: string;
  path: string;
  admin: boolean;
  dirLevel: number;
  fileLevel: number;
  sources: AccessSource[];
  file: {
    fileId: string;
    fileName: string;
    fileLevel: number;
    visible: boolean;
    hiddenReason: 'folder' | 'roles' | null;
    restrictedTo: string[];
    secret: boolean;
    sources: AccessSource[];
  } | null;
}
