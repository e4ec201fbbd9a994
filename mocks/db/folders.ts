/** Folder rules: the tree, paths, names, subtree checks and creation. */
import { FOLDER_NAME_RULE, nameRefusal } from './names';
import { folderAccessMap } from './permissions';
import { nextId, nowIso } from './records';
import type { Db, Folder, Id, User } from './schema';

export const ROOT_ID = '0';
export const ROOT_NAME = { en: 'All documents', zh: '全部文档' } as const;
export const FOLDER_NAME_MAX = FOLDER_NAME_RULE.max;

const collator = new Intl.Collator(['en', 'zh'], { numeric: true, sensitivity: 'base' });
export const compareNames = (a: string, b: string) => collator.compare(a, b);

export function childFolders(database: Db, fatherId: Id): Folder[] {
  const result: Folder[] = [];
  for (const folder of database.folders.values()) if (folder.fatherDirectoryId === fatherId) result.push(folder);
  return result;
}

/** Ids of the folder and everything under it. */
export function subtreeIds(database: Db, id: Id): Set<Id> {
  const byFather = new Map<Id, Id[]>();
  for (const folder of database.folders.values()) {
    const list = byFather.get(folder.fatherDirectoryId);
    if (list) list.push(folder.id);
    else byFather.set(folder.fatherDirectoryId, [folder.id]);
  }
  const ids = new Set<Id>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (ids.has(current)) continue;
    ids.add(current);
    stack.push(...(byFather.get(current) ?? []));
  }
  return ids;
}

/** Folders from the root to `id`, inclusive (empty when it does not exist). */
export function folderChain(database: Db, id: Id): Folder[] {
  const chain: Folder[] = [];
  for (let f = database.folders.get(id); f && chain.length < 64; f = database.folders.get(f.fatherDirectoryId)) chain.unshift(f);
  return chain;
}

/** The breadcrumb of a folder: [{dirId, dirName}] from the root ('0', 'All documents'). */
export function pathOf(database: Db, id: Id, lang: 'en' | 'zh' = 'en') {
  return folderChain(database, id).map((f) => ({ dirId: f.id, dirName: f.id === ROOT_ID ? ROOT_NAME[lang] : f.directoryName }));
}

/** True when the folder exists and neither it nor an ancestor is void. */
export const folderIsActive = (database: Db, id: Id) => {
  const chain = folderChain(database, id);
  return chain.length > 0 && chain.every((f) => f.status === 'normal');
};

/** The reason a folder (or folder template) name is refused, as [en, zh], or null: the app's name rule. */
export function folderNameProblem(name: string): [string, string] | null {
  return nameRefusal(
    name,
    FOLDER_NAME_RULE,
    ['The folder name', '文件夹名称'],
    ['The folder name may not contain \\ / : * ? " < > |', '文件夹名称不能包含 \\ / : * ? " < > |'],
  );
}

export const siblingNameTaken = (database: Db, fatherId: Id, name: string, exceptId?: Id) =>
  childFolders(database, fatherId).some((f) => f.id !== exceptId && f.directoryName.toLowerCase() === name.toLowerCase());

export function createFolder(database: Db, fatherId: Id, name: string, user: User): Folder {
  const now = nowIso();
  const folder: Folder = {
    id: nextId(database, 'folder'),
    directoryName: name,
    fatherDirectoryId: fatherId,
    status: 'normal',
    voidReason: null,
    voidedBy: null,
    voidedAt: null,
    createTime: now,
    updateTime: now,
    createdBy: user.username,
  };
  database.folders.set(folder.id, folder);
  return folder;
}

export interface FolderTreeNode {
  id: Id;
  directoryId: Id;
  directoryName: string;
  fatherDirectoryId: Id;
  status: Folder['status'];
  children: FolderTreeNode[];
}

/**
 * The folders the user may see (level ≥ 1), as the root's children with nested `children`, sorted by name.
 * A folder at level 0 hides its whole subtree. Void folders appear (with status 'void') only to users who
 * may restart them (level 7).
 */
export function visibleTree(database: Db, user: User): FolderTreeNode[] {
  const access = folderAccessMap(database, user);
  const byFather = new Map<Id, Folder[]>();
  for (const folder of database.folders.values()) {
    const list = byFather.get(folder.fatherDirectoryId);
    if (list) list.push(folder);
    else byFather.set(folder.fatherDirectoryId, [folder]);
  }
  const build = (fatherId: Id): FolderTreeNode[] =>
    (byFather.get(fatherId) ?? [])
      .filter((f) => {
        const level = access.get(f.id)?.dirLevel ?? 0;
        return level >= 1 && (f.status === 'normal' || level >= 7);
      })
      .sort((a, b) => compareNames(a.directoryName, b.directoryName))
      .map((f) => ({
        id: f.id,
        directoryId: f.id,
        directoryName: f.directoryName,
        fatherDirectoryId: f.fatherDirectoryId,
        status: f.status,
        children: build(f.id),
      }));
  return build(ROOT_ID);
}
