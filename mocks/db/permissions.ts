/**
 * Effective permission levels of a user (§6).
 *
 * Directory levels: 0 no see, 1 see, 2 upload, 3 add child directory, 4 share, 5 change, 6 move, 7 delete.
 * File levels: 0 see, 10 preview, 20 collect, 30 download, 40 secret class, 50 delete/move. Admin 10000.
 *
 * Resolution, per role of the user:
 * - a system-manager role is admin: level 7 / 50 everywhere;
 * - else the nearest grant wins: the folder's own grant, or the closest ancestor's grant that has
 *   `inherit` (or `dirAdmin`, which always cascades and means 7 / 50);
 * - with no grant: directory level 1 (the default) and the role's default file level;
 * - the result is capped by the role's maxDirLevel / maxFileLevel.
 * Across roles the highest level wins. A user without roles has 1 / 0.
 *
 * Per file: the folder's file level, raised or lowered by single-file grants of the user's roles (max of
 * those); a file restricted to roles (`roleIds`) is invisible to users holding none of them, except its
 * uploader; a secret file needs file level 40 for preview and download. ASSUMED: the last two rules.
 */
import type { Db, DmsFile, FolderGrant, Id, Role, User } from './schema';

export const ADMIN_LEVEL = 10000;
export const DEFAULT_DIR_LEVEL = 1;

export const DIR_LEVEL = { none: 0, see: 1, upload: 2, addChild: 3, share: 4, change: 5, move: 6, delete: 7 } as const;
export const FILE_LEVEL = { see: 0, preview: 10, collect: 20, download: 30, secret: 40, manage: 50 } as const;

export interface Access {
  dirLevel: number;
  fileLevel: number;
  admin: boolean;
}

const ADMIN_ACCESS: Access = { dirLevel: DIR_LEVEL.delete, fileLevel: FILE_LEVEL.manage, admin: true };
const NO_ACCESS: Access = { dirLevel: DIR_LEVEL.none, fileLevel: FILE_LEVEL.see, admin: false };

function rolesOf(database: Db, user: User): Role[] {
  return database.roles.filter((role) => user.roleIds.includes(role.roleId));
}

export function isAdmin(database: Db, user: User): boolean {
  return rolesOf(database, user).some((role) => role.isSystemManager);
}

/** The numeric admin level the rights table and getOptAuthByDirId report. */
export const adminLevelOf = (database: Db, user: User) => (isAdmin(database, user) ? ADMIN_LEVEL : 0);

function grantsByDir(database: Db, roleIds: Id[]): Map<Id, FolderGrant[]> {
  const index = new Map<Id, FolderGrant[]>();
  for (const grant of database.folderGrants) {
    if (!roleIds.includes(grant.roleId)) continue;
    const list = index.get(grant.dirId);
    if (list) list.push(grant);
    else index.set(grant.dirId, [grant]);
  }
  return index;
}

function levelsOfGrant(role: Role, grant: FolderGrant | undefined): Access {
  const dirLevel = grant ? (grant.dirAdmin ? DIR_LEVEL.delete : grant.dirLevel) : DEFAULT_DIR_LEVEL;
  const fileLevel = grant ? (grant.dirAdmin ? FILE_LEVEL.manage : grant.fileLevel) : role.defaultFileLevel;
  return { dirLevel: Math.min(dirLevel, role.maxDirLevel), fileLevel: Math.min(fileLevel, role.maxFileLevel), admin: false };
}

const cascades = (grant: FolderGrant) => grant.inherit || grant.dirAdmin;

function combine(levels: Access[]): Access {
  if (levels.length === 0) return { dirLevel: DEFAULT_DIR_LEVEL, fileLevel: FILE_LEVEL.see, admin: false };
  return {
    dirLevel: Math.max(...levels.map((l) => l.dirLevel)),
    fileLevel: Math.max(...levels.map((l) => l.fileLevel)),
    admin: false,
  };
}

/** Folder ids from `dirId` up to the root, inclusive; empty when the folder does not exist. */
export function ancestry(database: Db, dirId: Id): Id[] {
  const path: Id[] = [];
  let current = database.folders.get(dirId);
  while (current) {
    path.push(current.id);
    if (path.length > 64) break; // guard against a corrupted cycle
    current = current.fatherDirectoryId ? database.folders.get(current.fatherDirectoryId) : undefined;
  }
  return path;
}

/** The user's levels on one folder. */
export function folderAccess(database: Db, user: User, dirId: Id): Access {
  if (!database.folders.has(dirId)) return NO_ACCESS;
  const roles = rolesOf(database, user);
  if (roles.some((role) => role.isSystemManager)) return ADMIN_ACCESS;
  const path = ancestry(database, dirId);
  const index = grantsByDir(database, user.roleIds);
  return combine(
    roles.map((role) => {
      for (let i = 0; i < path.length; i += 1) {
        const grant = index.get(path[i])?.find((g) => g.roleId === role.roleId);
        if (grant && (i === 0 || cascades(grant))) return levelsOfGrant(role, grant);
      }
      return levelsOfGrant(role, undefined);
    }),
  );
}

/** The user's levels on every folder at once (one pass down the tree): for the tree and bulk listings. */
export function folderAccessMap(database: Db, user: User): Map<Id, Access> {
  const result = new Map<Id, Access>();
  const roles = rolesOf(database, user);
  if (roles.some((role) => role.isSystemManager)) {
    for (const id of database.folders.keys()) result.set(id, ADMIN_ACCESS);
    return result;
  }
  const index = grantsByDir(database, user.roleIds);
  const children = new Map<Id, Id[]>();
  for (const folder of database.folders.values()) {
    const list = children.get(folder.fatherDirectoryId);
    if (list) list.push(folder.id);
    else children.set(folder.fatherDirectoryId, [folder.id]);
  }
  // Per role, the grant cascading from the nearest ancestor (undefined: none).
  const visit = (dirId: Id, inherited: (FolderGrant | undefined)[]) => {
    const own = roles.map((role) => index.get(dirId)?.find((g) => g.roleId === role.roleId));
    result.set(dirId, combine(roles.map((role, i) => levelsOfGrant(role, own[i] ?? inherited[i]))));
    const passDown = roles.map((_, i) => (own[i] && cascades(own[i]!) ? own[i] : inherited[i]));
    for (const child of children.get(dirId) ?? []) visit(child, passDown);
  };
  for (const rootId of children.get('') ?? []) visit(rootId, roles.map(() => undefined));
  return result;
}

/** Whether the file exists for this user at all (before looking at levels). */
function fileVisibleTo(user: User, file: DmsFile, admin: boolean) {
  if (admin || file.roleIds.length === 0 || file.uploaderId === user.userId) return true;
  return file.roleIds.some((roleId) => user.roleIds.includes(roleId));
}

/**
 * The user's file level on one file, or -1 when the user may not see it.
 * Pass the folder's access when it is already known (listings).
 */
export function fileLevelOf(database: Db, user: User, file: DmsFile, folder?: Access): number {
  const access = folder ?? folderAccess(database, user, file.dirId);
  if (access.admin) return FILE_LEVEL.manage;
  if (access.dirLevel < DIR_LEVEL.see || !fileVisibleTo(user, file, false)) return -1;
  const single = database.fileGrants.filter((g) => g.fileId === file.fileId && user.roleIds.includes(g.roleId));
  return single.length > 0 ? Math.max(...single.map((g) => g.fileLevel)) : access.fileLevel;
}

// ── Capabilities: the rules handlers ask for ────────────────────────────────────────────────────

export const canSeeFolder = (a: Access) => a.dirLevel >= DIR_LEVEL.see;
export const canUpload = (a: Access) => a.dirLevel >= DIR_LEVEL.upload;
export const canAddFolder = (a: Access) => a.dirLevel >= DIR_LEVEL.addChild;
export const canRenameFolder = (a: Access) => a.dirLevel >= DIR_LEVEL.change;
export const canMoveFolder = (a: Access) => a.dirLevel >= DIR_LEVEL.move;
export const canDeleteFolder = (a: Access) => a.dirLevel >= DIR_LEVEL.delete;

export const canSeeFile = (fileLevel: number) => fileLevel >= FILE_LEVEL.see;
export const canPreviewFile = (fileLevel: number, file: DmsFile) =>
  fileLevel >= FILE_LEVEL.preview && (!file.secret || fileLevel >= FILE_LEVEL.secret);
export const canCollectFile = (fileLevel: number) => fileLevel >= FILE_LEVEL.collect;
export const canDownloadFile = (fileLevel: number, file: DmsFile) =>
  fileLevel >= FILE_LEVEL.download && (!file.secret || fileLevel >= FILE_LEVEL.secret);
/** Void, restart, restore, delete permanently: file level 50 or directory level 7. */
export const canDeleteFile = (a: Access, fileLevel: number) => fileLevel >= FILE_LEVEL.manage || a.dirLevel >= DIR_LEVEL.delete;
/** Move out of the folder: file level 50 or directory level 6. */
export const canMoveFileOut = (a: Access, fileLevel: number) => fileLevel >= FILE_LEVEL.manage || a.dirLevel >= DIR_LEVEL.move;
/** New version, metadata, effective date: file level 50 or directory level 5 (change). ASSUMED. */
export const canChangeFile = (a: Access, fileLevel: number) => fileLevel >= FILE_LEVEL.manage || a.dirLevel >= DIR_LEVEL.change;
