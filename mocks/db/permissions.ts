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
 * Teams (ASSUMED): a member of an active team that has a team space (`Team.dirId`) holds, on that folder
 * and its whole subtree, the directory level of its team role (owner 7, editor 5, viewer 1) and its
 * `authority` as file level; the highest of the role and team levels wins.
 *
 * Per file: the folder's file level, raised or lowered by single-file grants of the user's roles (max of
 * those); a file restricted to roles (`roleIds`) is invisible to users holding none of them, except its
 * uploader; a secret file needs file level 40 for preview and download. ASSUMED: the last two rules.
 *
 * `explainAccess` answers the same levels together with where each came from (role grant, inheritance,
 * default, directory administrator, team, single-file grant, cap by the role's maximum).
 */
import type { Db, DmsFile, FolderGrant, Id, Role, Team, TeamMember, User } from './schema';

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
  return withTeams(
    combine(roles.map((role) => levelsOfGrant(role, nearestGrant(index, role, path)?.grant))),
    teamLevels(database, user, path),
  );
}

/** The grant that decides a role's levels on the folder at `path[0]`: its own, or the nearest cascading one. */
function nearestGrant(index: Map<Id, FolderGrant[]>, role: Role, path: Id[]): { grant: FolderGrant; depth: number } | undefined {
  for (let i = 0; i < path.length; i += 1) {
    const grant = index.get(path[i])?.find((g) => g.roleId === role.roleId);
    if (grant && (i === 0 || cascades(grant))) return { grant, depth: i };
  }
  return undefined;
}

// ── Teams ───────────────────────────────────────────────────────────────────────────────────────

/** Directory level a team role gives in the team space (ASSUMED). */
export const TEAM_ROLE_DIR_LEVEL: Record<TeamMember['role'], number> = {
  owner: DIR_LEVEL.delete,
  editor: DIR_LEVEL.change,
  viewer: DIR_LEVEL.see,
};

/** Active teams with a team space of which the user is a member. */
function teamsOf(database: Db, user: User): { team: Team; member: TeamMember }[] {
  const result: { team: Team; member: TeamMember }[] = [];
  for (const team of database.teams ?? []) {
    if (team.status !== 'active' || !team.dirId) continue;
    const member = team.members.find((m) => m.userId === user.userId);
    if (member) result.push({ team, member });
  }
  return result;
}

const teamAccess = (member: TeamMember): Access => ({
  dirLevel: TEAM_ROLE_DIR_LEVEL[member.role],
  fileLevel: Math.max(FILE_LEVEL.see, Math.min(FILE_LEVEL.manage, member.authority)),
  admin: false,
});

/** The levels the user's teams give on the folder whose ancestry (itself first) is `path`. */
function teamLevels(database: Db, user: User, path: Id[]): Access[] {
  return teamsOf(database, user)
    .filter(({ team }) => path.includes(team.dirId!))
    .map(({ member }) => teamAccess(member));
}

function withTeams(levels: Access, teams: Access[]): Access {
  if (teams.length === 0) return levels;
  return {
    dirLevel: Math.max(levels.dirLevel, ...teams.map((l) => l.dirLevel)),
    fileLevel: Math.max(levels.fileLevel, ...teams.map((l) => l.fileLevel)),
    admin: false,
  };
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
  for (const rootId of children.get('') ?? [])
    visit(
      rootId,
      roles.map(() => undefined),
    );
  // Team spaces raise the levels on their whole subtree.
  for (const { team, member } of teamsOf(database, user)) {
    const stack = database.folders.has(team.dirId!) ? [team.dirId!] : [];
    while (stack.length) {
      const id = stack.pop()!;
      const current = result.get(id);
      if (current) result.set(id, withTeams(current, [teamAccess(member)]));
      stack.push(...(children.get(id) ?? []));
    }
  }
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

// ── Explanation: which role, team or inheritance gave a level ───────────────────────────────────

export type AccessSourceKind =
  | 'systemManager'
  | 'grant'
  | 'inherited'
  | 'dirAdmin'
  | 'default'
  | 'noRoles'
  | 'team'
  | 'folder'
  | 'fileGrant';

export interface AccessSource {
  kind: AccessSourceKind;
  roleId?: Id;
  roleName?: string;
  roleNameEn?: string;
  teamId?: Id;
  teamName?: string;
  teamRole?: TeamMember['role'];
  /** The folder that holds the grant, or the team space. */
  fromDirId?: Id;
  fromDirName?: string;
  /** Directory level this source gives (null for file-only sources). */
  dirLevel: number | null;
  fileLevel: number;
  /** The levels before the role's maximum lowered them (only when it did). */
  cappedFrom?: { dirLevel: number; fileLevel: number };
  /** This source gave the final directory / file level. */
  decidesDir: boolean;
  decidesFile: boolean;
}

export interface FileExplanation {
  fileId: Id;
  fileName: string;
  /** -1 when the user may not see the file. */
  fileLevel: number;
  visible: boolean;
  /** Why the file is hidden: the folder is not visible, or the file is restricted to other roles. */
  hiddenReason: 'folder' | 'roles' | null;
  restrictedTo: Id[];
  secret: boolean;
  sources: AccessSource[];
}

export interface AccessExplanation {
  dirId: Id;
  admin: boolean;
  dirLevel: number;
  fileLevel: number;
  sources: AccessSource[];
  file: FileExplanation | null;
}

const folderName = (database: Db, id: Id) => database.folders.get(id)?.directoryName ?? '';

/** The user's levels on a folder (and optionally one of its files), with every source that counted. */
export function explainAccess(database: Db, user: User, dirId: Id, file?: DmsFile): AccessExplanation {
  const access = folderAccess(database, user, dirId);
  const roles = rolesOf(database, user);
  const roleFields = (role: Role) => ({ roleId: role.roleId, roleName: role.roleName, roleNameEn: role.roleNameEn });
  const sources: AccessSource[] = [];
  const manager = roles.find((role) => role.isSystemManager);
  if (manager) {
    sources.push({
      kind: 'systemManager',
      ...roleFields(manager),
      dirLevel: DIR_LEVEL.delete,
      fileLevel: FILE_LEVEL.manage,
      decidesDir: true,
      decidesFile: true,
    });
  } else if (database.folders.has(dirId)) {
    const path = ancestry(database, dirId);
    const index = grantsByDir(database, user.roleIds);
    if (roles.length === 0) {
      sources.push({ kind: 'noRoles', dirLevel: DEFAULT_DIR_LEVEL, fileLevel: FILE_LEVEL.see, decidesDir: false, decidesFile: false });
    }
    for (const role of roles) {
      const found = nearestGrant(index, role, path);
      const levels = levelsOfGrant(role, found?.grant);
      const raw = found
        ? {
            dirLevel: found.grant.dirAdmin ? DIR_LEVEL.delete : found.grant.dirLevel,
            fileLevel: found.grant.dirAdmin ? FILE_LEVEL.manage : found.grant.fileLevel,
          }
        : { dirLevel: DEFAULT_DIR_LEVEL, fileLevel: role.defaultFileLevel };
      const kind: AccessSourceKind = !found ? 'default' : found.grant.dirAdmin ? 'dirAdmin' : found.depth === 0 ? 'grant' : 'inherited';
      sources.push({
        kind,
        ...roleFields(role),
        ...(found ? { fromDirId: found.grant.dirId, fromDirName: folderName(database, found.grant.dirId) } : {}),
        dirLevel: levels.dirLevel,
        fileLevel: levels.fileLevel,
        ...(raw.dirLevel !== levels.dirLevel || raw.fileLevel !== levels.fileLevel ? { cappedFrom: raw } : {}),
        decidesDir: false,
        decidesFile: false,
      });
    }
    for (const { team, member } of teamsOf(database, user)) {
      if (!path.includes(team.dirId!)) continue;
      const levels = teamAccess(member);
      sources.push({
        kind: 'team',
        teamId: team.teamId,
        teamName: team.teamName,
        teamRole: member.role,
        fromDirId: team.dirId!,
        fromDirName: folderName(database, team.dirId!),
        dirLevel: levels.dirLevel,
        fileLevel: levels.fileLevel,
        decidesDir: false,
        decidesFile: false,
      });
    }
    // The first source reaching the final level decides it (ties: the earlier one, roles before teams).
    const dirWinner = sources.find((s) => s.kind !== 'noRoles' && s.dirLevel === access.dirLevel);
    const fileWinner = sources.find((s) => s.kind !== 'noRoles' && s.fileLevel === access.fileLevel);
    if (dirWinner) dirWinner.decidesDir = true;
    if (fileWinner) fileWinner.decidesFile = true;
    if (roles.length === 0 && !dirWinner) sources[0].decidesDir = true;
    if (roles.length === 0 && !fileWinner) sources[0].decidesFile = true;
  }
  return {
    dirId,
    admin: access.admin,
    dirLevel: access.dirLevel,
    fileLevel: access.fileLevel,
    sources,
    file: file ? explainFile(database, user, file, access) : null,
  };
}

function explainFile(database: Db, user: User, file: DmsFile, access: Access): FileExplanation {
  const level = fileLevelOf(database, user, file, access);
  const base = { fileId: file.fileId, fileName: file.fileName, fileLevel: level, restrictedTo: [...file.roleIds], secret: file.secret };
  if (level < 0) {
    const hiddenReason = access.dirLevel < DIR_LEVEL.see ? 'folder' : 'roles';
    return { ...base, visible: false, hiddenReason, sources: [] };
  }
  if (access.admin) {
    return {
      ...base,
      visible: true,
      hiddenReason: null,
      sources: [{ kind: 'systemManager', dirLevel: null, fileLevel: FILE_LEVEL.manage, decidesDir: false, decidesFile: true }],
    };
  }
  const grants = database.fileGrants.filter((g) => g.fileId === file.fileId && user.roleIds.includes(g.roleId));
  if (grants.length === 0) {
    return {
      ...base,
      visible: true,
      hiddenReason: null,
      sources: [
        {
          kind: 'folder',
          fromDirId: file.dirId,
          fromDirName: folderName(database, file.dirId),
          dirLevel: null,
          fileLevel: level,
          decidesDir: false,
          decidesFile: true,
        },
      ],
    };
  }
  const sources: AccessSource[] = grants.map((grant) => {
    const role = database.roles.find((r) => r.roleId === grant.roleId);
    return {
      kind: 'fileGrant',
      roleId: grant.roleId,
      roleName: role?.roleName ?? '',
      roleNameEn: role?.roleNameEn ?? '',
      dirLevel: null,
      fileLevel: grant.fileLevel,
      decidesDir: false,
      decidesFile: false,
    };
  });
  const winner = sources.find((s) => s.fileLevel === level);
  if (winner) winner.decidesFile = true;
  return { ...base, visible: true, hiddenReason: null, sources };
}
