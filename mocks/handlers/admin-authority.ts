/**
 * Permission configuration (system managers only): a role's grants on folders (directory level, file level,
 * inherit, directory administrator), its single-file grants, the directory administrators, and the
 * explanation of a user's effective levels. The spec names the screens (/authConfig, /rights, /userAuth) and
 * the concepts (§6); every call here is ASSUMED.
 *
 * ASSUMED calls and fields:
 * - GET /authority/roleFolderTree?roleId=: every folder as a tree under the root (the root itself, '0', is
 *   the first node) with the role's resolved levels: {id, directoryName, fatherDirectoryId, status,
 *   dirLevel, fileLevel, source: 'systemManager' | 'grant' | 'inherited' | 'dirAdmin' | 'default',
 *   fromDirId, fromDirName (the folder whose grant applies), capped (the role's maximum lowered the levels),
 *   grant: the folder's own grant or null, children}.
 * - GET /authority/dirGrants?roleId=: the role's folder grants {grantId, roleId, dirId, dirName, path,
 *   dirLevel, fileLevel, inherit, dirAdmin}.
 * - POST /authority/saveDirGrant {roleId, dirId, dirLevel 0–7, fileLevel 0/10/…/50, inherit, dirAdmin}:
 *   creates or replaces the role's grant on that folder (one per role and folder); not for the system
 *   manager role (it has every level). Answers the grant.
 * - POST /authority/delDirGrant {grantId}: answers null.
 * - GET /authority/fileGrants?roleId=: {grantId, roleId, fileId, fileName, dirId, dirName, fileLevel}.
 * - POST /authority/saveFileGrant {roleId, fileId, fileLevel}: creates or replaces; answers the grant.
 *   POST /authority/delFileGrant {grantId}: answers null.
 * - GET /authority/dirAdmins: every grant with dirAdmin, with role and folder names and path.
 * - GET /authority/explain?userId=&dirId=&fileId?=: {user {userId, username, useraccount}, dirName, path,
 *   dirId, admin, dirLevel, fileLevel, sources [...], file {fileId, fileName, fileLevel (-1 hidden), visible,
 *   hiddenReason, restrictedTo, secret, sources} | null}; each source {kind: systemManager | grant |
 *   inherited | dirAdmin | default | noRoles | team | folder | fileGrant, roleId, roleName, roleNameEn,
 *   teamId, teamName, teamRole, fromDirId, fromDirName, dirLevel, fileLevel, cappedFrom, decidesDir,
 *   decidesFile}. The levels are exactly what /folder/getOptAuthByDirId answers that user.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin } from '../auth';
import { commit } from '../db';
import { nextFreeId } from '../db/admin';
import { pathOf, ROOT_ID } from '../db/folders';
import { DEFAULT_DIR_LEVEL, DIR_LEVEL, explainAccess, FILE_LEVEL } from '../db/permissions';
import { nextId } from '../db/records';
import type { Db, FileGrant, Folder, FolderGrant, Role } from '../db/schema';
import { api, invalid, langOf, notFound, ok, type Lang } from '../http';
import { bool, readInput, str, type Input } from './request';

const FILE_LEVELS: number[] = Object.values(FILE_LEVEL);

const roleMissing = (request: Request) => notFound(request, 'The role does not exist', '角色不存在');
const folderMissing = (request: Request) => notFound(request, 'The folder does not exist', '文件夹不存在');
const grantMissing = (request: Request) => notFound(request, 'The permission does not exist', '权限不存在');

const pathText = (database: Db, dirId: string, lang: Lang) =>
  pathOf(database, dirId, lang)
    .map((p) => p.dirName)
    .join(' / ');

const dirName = (database: Db, dirId: string, lang: Lang) =>
  dirId === ROOT_ID ? pathText(database, ROOT_ID, lang) : (database.folders.get(dirId)?.directoryName ?? '');

const dirGrantRow = (database: Db, grant: FolderGrant, lang: Lang) => ({
  ...grant,
  dirName: dirName(database, grant.dirId, lang),
  path: pathText(database, grant.dirId, lang),
});

function fileGrantRow(database: Db, grant: FileGrant, lang: Lang) {
  const file = database.files.get(grant.fileId);
  return { ...grant, fileName: file?.fileName ?? '', dirId: file?.dirId ?? '', dirName: file ? dirName(database, file.dirId, lang) : '' };
}

type Source = 'systemManager' | 'grant' | 'inherited' | 'dirAdmin' | 'default';

interface RoleTreeNode {
  id: string;
  directoryName: string;
  fatherDirectoryId: string;
  status: Folder['status'];
  dirLevel: number;
  fileLevel: number;
  source: Source;
  fromDirId: string | null;
  fromDirName: string | null;
  capped: boolean;
  grant: FolderGrant | null;
  children: RoleTreeNode[];
}

/** Every folder with the role's levels, resolved the same way permissions.ts resolves them for a user. */
function roleFolderTree(database: Db, role: Role, lang: Lang): RoleTreeNode[] {
  const own = new Map(database.folderGrants.filter((g) => g.roleId === role.roleId).map((g) => [g.dirId, g]));
  const children = new Map<string, Folder[]>();
  for (const folder of database.folders.values()) {
    const list = children.get(folder.fatherDirectoryId);
    if (list) list.push(folder);
    else children.set(folder.fatherDirectoryId, [folder]);
  }
  const collator = new Intl.Collator(['en', 'zh'], { numeric: true, sensitivity: 'base' });
  const visit = (folder: Folder, inherited: FolderGrant | undefined): RoleTreeNode => {
    const grant = own.get(folder.id);
    const applied = grant ?? inherited;
    let source: Source;
    let dirLevel: number;
    let fileLevel: number;
    if (role.isSystemManager) {
      source = 'systemManager';
      dirLevel = DIR_LEVEL.delete;
      fileLevel = FILE_LEVEL.manage;
    } else if (applied) {
      source = applied.dirAdmin ? 'dirAdmin' : grant ? 'grant' : 'inherited';
      dirLevel = applied.dirAdmin ? DIR_LEVEL.delete : applied.dirLevel;
      fileLevel = applied.dirAdmin ? FILE_LEVEL.manage : applied.fileLevel;
    } else {
      source = 'default';
      dirLevel = DEFAULT_DIR_LEVEL;
      fileLevel = role.defaultFileLevel;
    }
    const capped = !role.isSystemManager && (dirLevel > role.maxDirLevel || fileLevel > role.maxFileLevel);
    const passDown = grant && (grant.inherit || grant.dirAdmin) ? grant : inherited;
    return {
      id: folder.id,
      directoryName: folder.id === ROOT_ID ? dirName(database, ROOT_ID, lang) : folder.directoryName,
      fatherDirectoryId: folder.fatherDirectoryId,
      status: folder.status,
      dirLevel: role.isSystemManager ? dirLevel : Math.min(dirLevel, role.maxDirLevel),
      fileLevel: role.isSystemManager ? fileLevel : Math.min(fileLevel, role.maxFileLevel),
      source,
      fromDirId: applied ? applied.dirId : null,
      fromDirName: applied ? dirName(database, applied.dirId, lang) : null,
      capped,
      grant: grant ?? null,
      children: (children.get(folder.id) ?? [])
        .slice()
        .sort((a, b) => collator.compare(a.directoryName, b.directoryName))
        .map((child) => visit(child, passDown)),
    };
  };
  const root = database.folders.get(ROOT_ID);
  return root ? [visit(root, undefined)] : [];
}

function levelsProblem(input: Input): [string, string] | null {
  const dirLevel = Number(input.dirLevel);
  if (input.dirLevel === undefined || !Number.isInteger(dirLevel) || dirLevel < 0 || dirLevel > 7) {
    return ['The directory level must be 0 to 7', '目录权限须为0至7'];
  }
  if (input.fileLevel === undefined || !FILE_LEVELS.includes(Number(input.fileLevel))) {
    return ['The file level must be 0, 10, 20, 30, 40 or 50', '文件权限须为0、10、20、30、40或50'];
  }
  return null;
}

const findRole = (database: Db, id: unknown) => database.roles.find((r) => r.roleId === str(id));

export const adminAuthorityHandlers: HttpHandler[] = [
  http.get(
    api('/authority/roleFolderTree'),
    withAdmin(async ({ request, database }) => {
      const role = findRole(database, (await readInput(request)).roleId);
      if (!role) return roleMissing(request);
      return ok(roleFolderTree(database, role, langOf(request)));
    }),
  ),

  http.get(
    api('/authority/dirGrants'),
    withAdmin(async ({ request, database }) => {
      const role = findRole(database, (await readInput(request)).roleId);
      if (!role) return roleMissing(request);
      return ok(database.folderGrants.filter((g) => g.roleId === role.roleId).map((g) => dirGrantRow(database, g, langOf(request))));
    }),
  ),

  http.post(
    api('/authority/saveDirGrant'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input.roleId);
      if (!role) return roleMissing(request);
      if (role.isSystemManager)
        return invalid(request, 'The system manager role has every permission already', '系统管理员角色已拥有全部权限');
      const dirId = str(input.dirId);
      if (!database.folders.has(dirId)) return folderMissing(request);
      const problem = levelsProblem(input);
      if (problem) return invalid(request, ...problem);
      const values = {
        dirLevel: Number(input.dirLevel),
        fileLevel: Number(input.fileLevel),
        inherit: bool(input.inherit) ?? false,
        dirAdmin: bool(input.dirAdmin) ?? false,
      };
      let grant = database.folderGrants.find((g) => g.roleId === role.roleId && g.dirId === dirId);
      if (grant) Object.assign(grant, values);
      else {
        grant = { grantId: nextId(database, 'grant'), roleId: role.roleId, dirId, ...values };
        database.folderGrants.push(grant);
      }
      commit();
      return ok(dirGrantRow(database, grant, langOf(request)));
    }),
  ),

  http.post(
    api('/authority/delDirGrant'),
    withAdmin(async ({ request, database }) => {
      const grantId = str((await readInput(request)).grantId);
      if (!database.folderGrants.some((g) => g.grantId === grantId)) return grantMissing(request);
      database.folderGrants = database.folderGrants.filter((g) => g.grantId !== grantId);
      commit();
      return ok(null);
    }),
  ),

  http.get(
    api('/authority/fileGrants'),
    withAdmin(async ({ request, database }) => {
      const role = findRole(database, (await readInput(request)).roleId);
      if (!role) return roleMissing(request);
      return ok(database.fileGrants.filter((g) => g.roleId === role.roleId).map((g) => fileGrantRow(database, g, langOf(request))));
    }),
  ),

  http.post(
    api('/authority/saveFileGrant'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const role = findRole(database, input.roleId);
      if (!role) return roleMissing(request);
      if (role.isSystemManager)
        return invalid(request, 'The system manager role has every permission already', '系统管理员角色已拥有全部权限');
      const fileId = str(input.fileId);
      if (!database.files.has(fileId)) return notFound(request, 'The file does not exist', '文件不存在');
      const fileLevel = Number(input.fileLevel);
      if (input.fileLevel === undefined || !FILE_LEVELS.includes(fileLevel)) {
        return invalid(request, 'The file level must be 0, 10, 20, 30, 40 or 50', '文件权限须为0、10、20、30、40或50');
      }
      let grant = database.fileGrants.find((g) => g.roleId === role.roleId && g.fileId === fileId);
      if (grant) grant.fileLevel = fileLevel;
      else {
        grant = {
          grantId: nextFreeId(
            database,
            'fileGrant',
            database.fileGrants.map((g) => g.grantId),
          ),
          roleId: role.roleId,
          fileId,
          fileLevel,
        };
        database.fileGrants.push(grant);
      }
      commit();
      return ok(fileGrantRow(database, grant, langOf(request)));
    }),
  ),

  http.post(
    api('/authority/delFileGrant'),
    withAdmin(async ({ request, database }) => {
      const grantId = str((await readInput(request)).grantId);
      if (!database.fileGrants.some((g) => g.grantId === grantId)) return grantMissing(request);
      database.fileGrants = database.fileGrants.filter((g) => g.grantId !== grantId);
      commit();
      return ok(null);
    }),
  ),

  http.get(
    api('/authority/dirAdmins'),
    withAdmin(({ request, database }) =>
      ok(
        database.folderGrants
          .filter((g) => g.dirAdmin)
          .map((g) => {
            const role = database.roles.find((r) => r.roleId === g.roleId);
            return { ...dirGrantRow(database, g, langOf(request)), roleName: role?.roleName ?? '', roleNameEn: role?.roleNameEn ?? '' };
          }),
      ),
    ),
  ),

  http.get(
    api('/authority/explain'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const user = database.users.find((u) => u.userId === str(input.userId));
      if (!user) return notFound(request, 'The user does not exist', '用户不存在');
      const dirId = str(input.dirId);
      if (!database.folders.has(dirId)) return folderMissing(request);
      const fileId = str(input.fileId);
      const file = fileId ? database.files.get(fileId) : undefined;
      if (fileId && !file) return notFound(request, 'The file does not exist', '文件不存在');
      if (file && file.dirId !== dirId) return invalid(request, 'The file is not in this folder', '该文件不在此文件夹中');
      const lang = langOf(request);
      return ok({
        user: { userId: user.userId, username: user.username, useraccount: user.useraccount },
        dirName: dirName(database, dirId, lang),
        path: pathText(database, dirId, lang),
        ...explainAccess(database, user, dirId, file),
      });
    }),
  ),
];
