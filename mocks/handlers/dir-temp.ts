/**
 * Folder template management under /dirTemp (system managers only, except the listing).
 *
 * ASSUMED (not shown by the spec):
 * - showPage {current, size, tempName?} answers a page of templates {mapId, tempName, tempRootId, remark,
 *   createTime, nodeCount}; any signed-in user may list.
 * - updOrInsTemp {mapId?, tempName, remark?}: without mapId creates a template and its root node (named
 *   like the template); with mapId renames it (and its root node). Names are unique (any case). Answers the
 *   template.
 * - updOrInsNodes {id?, directoryName, fatherDirectoryId, rootId}: without id adds a node under
 *   fatherDirectoryId (a node of the same template); with id renames the node. Names are unique among
 *   siblings; the root node is renamed through updOrInsTemp. Answers the node.
 * - delNodesById {id} or {ids}: deletes the nodes with their subtrees (not the root node); answers the
 *   number deleted.
 * - delTempById?tempId= (the mapId): deletes the template and its nodes; answers null.
 */
import { http, type HttpHandler } from 'msw';
import { withAdmin, withUser } from '../auth';
import { commit } from '../db';
import { folderNameProblem } from '../db/folders';
import { nextId, nowIso } from '../db/records';
import type { Db, TemplateNode } from '../db/schema';
import { api, ERRNO, fail, invalid, notFound, ok, paginate, t } from '../http';
import { idList, pageInput, readInput, str } from './request';

const templateMissing = (request: Request) => notFound(request, 'The template does not exist', '模板不存在');
const nodeMissing = (request: Request) => notFound(request, 'The template folder does not exist', '模板文件夹不存在');
const nameTaken = (request: Request) => fail(ERRNO.conflict, t(request, 'This name already exists', '名称已存在'));

function nodeSubtree(database: Db, id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of database.templateNodes) {
      if (!ids.has(n.id) && ids.has(n.fatherDirectoryId) && n.fatherDirectoryId !== '0') {
        ids.add(n.id);
        grew = true;
      }
    }
  }
  return ids;
}

const siblingTaken = (database: Db, rootId: string, fatherId: string, name: string, exceptId?: string) =>
  database.templateNodes.some(
    (n) =>
      n.rootId === rootId && n.fatherDirectoryId === fatherId && n.id !== exceptId && n.directoryName.toLowerCase() === name.toLowerCase(),
  );

export const dirTempHandlers: HttpHandler[] = [
  http.post(
    api('/dirTemp/showPage'),
    withUser(async ({ request, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const name = str(input.tempName).toLowerCase();
      const rows = database.templates
        .filter((tpl) => !name || tpl.tempName.toLowerCase().includes(name))
        .map((tpl) => ({ ...tpl, nodeCount: database.templateNodes.filter((n) => n.rootId === tpl.tempRootId).length }));
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/dirTemp/updOrInsTemp'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const mapId = str(input.mapId);
      const tempName = str(input.tempName);
      const problem = folderNameProblem(tempName);
      if (problem) return invalid(request, ...problem);
      if (database.templates.some((tpl) => tpl.mapId !== mapId && tpl.tempName.toLowerCase() === tempName.toLowerCase()))
        return nameTaken(request);
      if (mapId) {
        const template = database.templates.find((tpl) => tpl.mapId === mapId);
        if (!template) return templateMissing(request);
        template.tempName = tempName;
        if (input.remark !== undefined) template.remark = str(input.remark);
        const root = database.templateNodes.find((n) => n.id === template.tempRootId);
        if (root) root.directoryName = tempName;
        commit();
        return ok(template);
      }
      const rootId = nextId(database, 'templateNode');
      database.templateNodes.push({ id: rootId, rootId, directoryName: tempName, fatherDirectoryId: '0', order: 0 });
      const template = {
        mapId: nextId(database, 'template'),
        tempName,
        tempRootId: rootId,
        remark: str(input.remark),
        createTime: nowIso(),
      };
      database.templates.push(template);
      commit();
      return ok(template);
    }),
  ),

  http.post(
    api('/dirTemp/updOrInsNodes'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const id = str(input.id);
      const name = str(input.directoryName);
      const problem = folderNameProblem(name);
      if (problem) return invalid(request, ...problem);
      if (id) {
        const node = database.templateNodes.find((n) => n.id === id);
        if (!node) return nodeMissing(request);
        if (node.id === node.rootId)
          return invalid(request, 'Rename the template to rename its root folder', '请通过修改模板名称来重命名根文件夹');
        if (siblingTaken(database, node.rootId, node.fatherDirectoryId, name, node.id)) return nameTaken(request);
        node.directoryName = name;
        commit();
        return ok(node);
      }
      const father = database.templateNodes.find((n) => n.id === str(input.fatherDirectoryId));
      if (!father) return nodeMissing(request);
      if (str(input.rootId) && str(input.rootId) !== father.rootId) {
        return invalid(request, 'The parent folder belongs to another template', '上级文件夹属于其他模板');
      }
      if (siblingTaken(database, father.rootId, father.id, name)) return nameTaken(request);
      const node: TemplateNode = {
        id: nextId(database, 'templateNode'),
        rootId: father.rootId,
        directoryName: name,
        fatherDirectoryId: father.id,
        order: database.templateNodes.filter((n) => n.fatherDirectoryId === father.id).length,
      };
      database.templateNodes.push(node);
      commit();
      return ok(node);
    }),
  ),

  http.post(
    api('/dirTemp/delNodesById'),
    withAdmin(async ({ request, database }) => {
      const input = await readInput(request);
      const ids = idList(input.ids);
      if (ids.length === 0) return invalid(request, 'Please choose the folders to delete', '请选择要删除的文件夹');
      const doomed = new Set<string>();
      for (const id of ids) {
        const node = database.templateNodes.find((n) => n.id === id);
        if (!node) return nodeMissing(request);
        if (node.id === node.rootId)
          return invalid(request, 'Delete the template to delete its root folder', '请通过删除模板来删除根文件夹');
        for (const sub of nodeSubtree(database, id)) doomed.add(sub);
      }
      database.templateNodes = database.templateNodes.filter((n) => !doomed.has(n.id));
      commit();
      return ok(doomed.size);
    }),
  ),

  http.get(
    api('/dirTemp/delTempById'),
    withAdmin(async ({ request, database }) => {
      const tempId = str((await readInput(request)).tempId);
      const template = database.templates.find((tpl) => tpl.mapId === tempId);
      if (!template) return templateMissing(request);
      database.templates = database.templates.filter((tpl) => tpl !== template);
      database.templateNodes = database.templateNodes.filter((n) => n.rootId !== template.tempRootId);
      commit();
      return ok(null);
    }),
  ),
];
