/**
 * Folder calls under /folder: the tree, create, rename, move, delete, void and restart, paths, the
 * capabilities of a folder, and creating folders from a template.
 *
 * ASSUMED (not shown by the spec):
 * - showDirs answers the root's children as a tree (the root itself, '0' 'All documents', is implied);
 *   nodes {id, directoryId, directoryName, fatherDirectoryId, status, children}, sorted by name. Void
 *   folders appear only to users with level 7 on them (so they can restart them).
 * - add / upd / updPath / void answer the folder node; delById answers null.
 * - delById refuses a folder that still holds subfolders or files (recycle-bin files included): it does not
 *   delete recursively. The root can be neither deleted, renamed, moved nor voided.
 * - updPath needs level 6 on the folder and level 3 (add child directory) on the new parent.
 * - POST /folder/void/ {directoryId, void: true|false, reason}: void (true) or restart (false) a folder;
 *   level 7; reason required both ways. A void folder (or one under it) cannot be listed, uploaded to or
 *   given subfolders.
 * - getOptAuthByDirId answers {dirId, dirLevel, fileLevel, admin, adminLevel}.
 * - getDirTempList answers the templates [{mapId, tempName, tempRootId, remark, createTime}];
 *   getDirTempByRootId answers [root node] with nested children {id, directoryName, fatherDirectoryId, rootId}.
 * - addByTemplate body: an array of nodes {directoryName, children?} (or {nodes: [...]}, or one node); the
 *   nodes become folders under fatherId (level 3 there). inherit=true copies the grants the parent folder
 *   holds onto each new top folder, with inherit set. Answers the created tree.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { commit } from '../db';
import { folderHasFiles } from '../db/files';
import {
  childFolders,
  createFolder,
  folderIsActive,
  folderNameProblem,
  pathOf,
  ROOT_ID,
  siblingNameTaken,
  subtreeIds,
  visibleTree,
  type FolderTreeNode,
} from '../db/folders';
import { adminLevelOf, canAddFolder, canDeleteFolder, canMoveFolder, canRenameFolder, canSeeFolder, folderAccess } from '../db/permissions';
import { nextId, nowIso } from '../db/records';
import type { Db, Folder, TemplateNode, User } from '../db/schema';
import { api, denied, ERRNO, fail, invalid, langOf, notFound, ok, t } from '../http';
import { folderNotFound, folderVoided } from './guards';
import { bool, queryInput, readInput, readListBody, str } from './request';

const nameTaken = (request: Request) =>
  fail(ERRNO.conflict, t(request, 'A folder with this name already exists here', '该位置已存在同名文件夹'));
const rootRefused = (request: Request) => invalid(request, 'The root folder cannot be changed', '根目录不能修改');

const node = (folder: Folder, children: FolderTreeNode[] = []): FolderTreeNode => ({
  id: folder.id,
  directoryId: folder.id,
  directoryName: folder.directoryName,
  fatherDirectoryId: folder.fatherDirectoryId,
  status: folder.status,
  children,
});

interface NodeInput {
  directoryName?: unknown;
  children?: unknown;
}

/** The first problem of a node list to create, as [en, zh], or null. */
function nodesProblem(database: Db, fatherId: string, nodes: NodeInput[], top: boolean): [string, string] | null {
  const seen = new Set<string>();
  for (const n of nodes) {
    const name = str(n.directoryName);
    const problem = folderNameProblem(name);
    if (problem) return problem;
    if (seen.has(name.toLowerCase()) || (top && siblingNameTaken(database, fatherId, name))) {
      return [`A folder named "${name}" already exists here`, `该位置已存在名为"${name}"的文件夹`];
    }
    seen.add(name.toLowerCase());
    const children = Array.isArray(n.children) ? (n.children as NodeInput[]) : [];
    const inner = nodesProblem(database, '', children, false);
    if (inner) return inner;
  }
  return null;
}

function createNodes(database: Db, fatherId: string, nodes: NodeInput[], user: User): FolderTreeNode[] {
  return nodes.map((n) => {
    const folder = createFolder(database, fatherId, str(n.directoryName), user);
    const children = Array.isArray(n.children) ? createNodes(database, folder.id, n.children as NodeInput[], user) : [];
    return node(folder, children);
  });
}

function templateTree(nodes: TemplateNode[], fatherId: string): unknown[] {
  return nodes
    .filter((n) => n.fatherDirectoryId === fatherId)
    .sort((a, b) => a.order - b.order)
    .map((n) => ({ ...n, children: templateTree(nodes, n.id) }));
}

export const folderHandlers: HttpHandler[] = [
  http.get(
    api('/folder/showDirs'),
    withUser(({ user, database }) => ok(visibleTree(database, user))),
  ),

  http.post(
    api('/folder/add'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const name = str(input.directoryName);
      const fatherId = str(input.fatherDirectoryId) || ROOT_ID;
      const problem = folderNameProblem(name);
      if (problem) return invalid(request, ...problem);
      if (!database.folders.has(fatherId)) return folderNotFound(request);
      if (!canAddFolder(folderAccess(database, user, fatherId))) return denied(request);
      if (!folderIsActive(database, fatherId)) return folderVoided(request);
      if (siblingNameTaken(database, fatherId, name)) return nameTaken(request);
      const folder = createFolder(database, fatherId, name, user);
      commit();
      return ok(node(folder));
    }),
  ),

  http.post(
    api('/folder/delById'),
    withUser(async ({ request, user, database }) => {
      const id = str((await readInput(request)).id);
      if (id === ROOT_ID) return rootRefused(request);
      if (!database.folders.has(id)) return folderNotFound(request);
      if (!canDeleteFolder(folderAccess(database, user, id))) return denied(request);
      if (childFolders(database, id).length > 0 || folderHasFiles(database, id)) {
        return fail(
          ERRNO.conflict,
          t(
            request,
            'The folder is not empty. Delete or move its subfolders and files (including those in the recycle bin) first',
            '文件夹不为空，请先删除或移走其中的子文件夹和文件（包括回收站中的文件）',
          ),
        );
      }
      database.folders.delete(id);
      database.folderGrants = database.folderGrants.filter((g) => g.dirId !== id);
      commit();
      return ok(null);
    }),
  ),

  http.post(
    api('/folder/upd'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const id = str(input.directoryId);
      const name = str(input.directoryName);
      if (id === ROOT_ID) return rootRefused(request);
      const folder = database.folders.get(id);
      if (!folder) return folderNotFound(request);
      if (!canRenameFolder(folderAccess(database, user, id))) return denied(request);
      const problem = folderNameProblem(name);
      if (problem) return invalid(request, ...problem);
      if (siblingNameTaken(database, folder.fatherDirectoryId, name, id)) return nameTaken(request);
      folder.directoryName = name;
      folder.updateTime = nowIso();
      commit();
      return ok(node(folder));
    }),
  ),

  http.post(
    api('/folder/updPath'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const id = str(input.directoryId);
      const fatherId = str(input.fatherDirectoryId);
      if (id === ROOT_ID) return invalid(request, 'The root folder cannot be moved', '根目录不能移动');
      const folder = database.folders.get(id);
      if (!folder || !database.folders.has(fatherId)) return folderNotFound(request);
      if (!canMoveFolder(folderAccess(database, user, id)) || !canAddFolder(folderAccess(database, user, fatherId))) {
        return denied(request);
      }
      if (subtreeIds(database, id).has(fatherId)) {
        return invalid(request, 'A folder cannot be moved into itself or its subfolders', '不能将文件夹移动到其自身或其子文件夹中');
      }
      if (!folderIsActive(database, fatherId)) return folderVoided(request);
      if (folder.fatherDirectoryId === fatherId) return ok(node(folder));
      if (siblingNameTaken(database, fatherId, folder.directoryName)) return nameTaken(request);
      folder.fatherDirectoryId = fatherId;
      folder.updateTime = nowIso();
      commit();
      return ok(node(folder));
    }),
  ),

  http.post(
    api('/folder/void'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const id = str(input.directoryId);
      const makeVoid = bool(input.void);
      const reason = str(input.reason);
      if (id === ROOT_ID) return rootRefused(request);
      const folder = database.folders.get(id);
      if (!folder) return folderNotFound(request);
      if (makeVoid === undefined) return invalid(request, 'void must be true or false', 'void 须为 true 或 false');
      if (!canDeleteFolder(folderAccess(database, user, id))) return denied(request);
      if (!reason) return invalid(request, 'Please enter the reason', '请填写原因');
      if (makeVoid === (folder.status === 'void')) {
        return fail(
          ERRNO.conflict,
          makeVoid ? t(request, 'The folder is already void', '该文件夹已作废') : t(request, 'The folder is not void', '该文件夹未作废'),
        );
      }
      Object.assign(
        folder,
        makeVoid
          ? { status: 'void', voidReason: reason, voidedBy: user.username, voidedAt: nowIso() }
          : { status: 'normal', voidReason: null, voidedBy: null, voidedAt: null },
      );
      folder.updateTime = nowIso();
      commit();
      return ok({ ...node(folder), reason });
    }),
  ),

  http.get(
    api('/folder/getPathById/:id'),
    withUser(({ request, params, user, database }) => {
      const id = String(params.id);
      if (!database.folders.has(id)) return folderNotFound(request);
      if (!canSeeFolder(folderAccess(database, user, id))) return denied(request);
      return ok(pathOf(database, id, langOf(request)));
    }),
  ),

  http.get(
    api('/folder/getOptAuthByDirId'),
    withUser(async ({ request, user, database }) => {
      const dirId = str((await readInput(request)).dirId);
      if (!dirId) return invalid(request, 'dirId is required', '目录ID不能为空');
      if (!database.folders.has(dirId)) return folderNotFound(request);
      const access = folderAccess(database, user, dirId);
      return ok({
        dirId,
        dirLevel: access.dirLevel,
        fileLevel: access.fileLevel,
        admin: access.admin,
        adminLevel: adminLevelOf(database, user),
      });
    }),
  ),

  http.get(
    api('/folder/getDirTempList'),
    withUser(({ database }) => ok(database.templates)),
  ),

  http.get(
    api('/folder/getDirTempByRootId'),
    withUser(async ({ request, database }) => {
      const rootId = str((await readInput(request)).rootId);
      const root = database.templateNodes.find((n) => n.id === rootId && n.rootId === rootId);
      if (!root) return notFound(request, 'The template does not exist', '模板不存在');
      const nodes = database.templateNodes.filter((n) => n.rootId === rootId);
      return ok([{ ...root, children: templateTree(nodes, root.id) }]);
    }),
  ),

  http.post(
    api('/folder/addByTemplate'),
    withUser(async ({ request, user, database }) => {
      const input = queryInput(request);
      const fatherId = str(input.fatherId);
      const inherit = bool(input.inherit) ?? false;
      const nodes = (await readListBody(request)) as NodeInput[];
      if (!database.folders.has(fatherId)) return folderNotFound(request);
      if (!canAddFolder(folderAccess(database, user, fatherId))) return denied(request);
      if (!folderIsActive(database, fatherId)) return folderVoided(request);
      if (nodes.length === 0) return invalid(request, 'The template has no folders', '模板中没有文件夹');
      const problem = nodesProblem(database, fatherId, nodes, true);
      if (problem) return fail(ERRNO.conflict, t(request, ...problem));
      const created = createNodes(database, fatherId, nodes, user);
      if (inherit) {
        const parentGrants = database.folderGrants.filter((g) => g.dirId === fatherId);
        for (const top of created) {
          for (const grant of parentGrants) {
            database.folderGrants.push({ ...grant, grantId: nextId(database, 'grant'), dirId: top.id, inherit: true });
          }
        }
      }
      commit();
      return ok(created);
    }),
  ),
];
