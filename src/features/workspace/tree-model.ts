/**
 * The folder tree as flat data, so 10,000+ folders can be shown through a virtual list: one index built
 * once per tree (iteratively, no recursion depth limit), then the visible rows for the expanded folders or
 * for a filter, in depth-first order. The root '0' ('All documents') is the top row.
 */
import type { FolderNode, FolderStatus } from './types';
import { ROOT_DIR_ID } from './url-state';

export interface IndexedFolder {
  id: string;
  name: string;
  /** Lower-cased name, for filtering. */
  key: string;
  parentId: string | null;
  childIds: string[];
  depth: number;
  status: FolderStatus;
}

export interface TreeIndex {
  byId: Map<string, IndexedFolder>;
  /** Every folder in depth-first order (the root first). */
  order: string[];
}

export interface TreeRow {
  id: string;
  name: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  status: FolderStatus;
  /** With a filter: the folder's own name matches (its ancestors are shown for context). */
  match: boolean;
}

/** Index the tree the server sent (the root's children) under a root row named `rootName`. */
export function indexTree(nodes: FolderNode[], rootName: string): TreeIndex {
  const byId = new Map<string, IndexedFolder>();
  const order: string[] = [];
  byId.set(ROOT_DIR_ID, { id: ROOT_DIR_ID, name: rootName, key: rootName.toLowerCase(), parentId: null, childIds: [], depth: 0, status: 'normal' });
  order.push(ROOT_DIR_ID);
  // Depth-first with an explicit stack; children are pushed in reverse to keep the server's order.
  const stack: { node: FolderNode; parentId: string; depth: number }[] = [];
  for (let i = nodes.length - 1; i >= 0; i -= 1) stack.push({ node: nodes[i], parentId: ROOT_DIR_ID, depth: 1 });
  while (stack.length) {
    const { node, parentId, depth } = stack.pop()!;
    const id = String(node.id ?? node.directoryId);
    if (byId.has(id)) continue;
    const name = node.directoryName ?? '';
    byId.set(id, { id, name, key: name.toLowerCase(), parentId, childIds: [], depth, status: node.status === 'void' ? 'void' : 'normal' });
    byId.get(parentId)?.childIds.push(id);
    order.push(id);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i], parentId: id, depth: depth + 1 });
  }
  return { byId, order };
}

/** The ids from the root down to the folder's parent (empty for the root or an unknown id). */
export function ancestorsOf(index: TreeIndex, id: string): string[] {
  const chain: string[] = [];
  for (let current = index.byId.get(id)?.parentId ?? null; current !== null; current = index.byId.get(current)?.parentId ?? null) {
    chain.unshift(current);
    if (chain.length > 256) break;
  }
  return chain;
}

/** Whether `id` is `ancestorId` or lies under it. */
export function isWithin(index: TreeIndex, id: string, ancestorId: string): boolean {
  return id === ancestorId || ancestorsOf(index, id).includes(ancestorId);
}

/**
 * The rows to show. Without a filter: the root and every folder whose ancestors are all expanded. With a
 * filter (case-insensitive substring): the matching folders and their ancestors, all opened.
 */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<string>, filter = ''): TreeRow[] {
  const needle = filter.trim().toLowerCase();
  const row = (folder: IndexedFolder, open: boolean, match: boolean): TreeRow => ({
    id: folder.id,
    name: folder.name,
    depth: folder.depth,
    hasChildren: folder.childIds.length > 0,
    expanded: open,
    status: folder.status,
    match,
  });

  if (!needle) {
    const rows: TreeRow[] = [];
    const stack = [ROOT_DIR_ID];
    while (stack.length) {
      const folder = index.byId.get(stack.pop()!);
      if (!folder) continue;
      const open = expanded.has(folder.id);
      rows.push(row(folder, open, false));
      if (open) for (let i = folder.childIds.length - 1; i >= 0; i -= 1) stack.push(folder.childIds[i]);
    }
    return rows;
  }

  // Mark the matches and, walking up, their ancestors; then keep the depth-first order.
  const shown = new Set<string>();
  const matches = new Set<string>();
  for (const id of index.order) {
    const folder = index.byId.get(id)!;
    if (id === ROOT_DIR_ID || !folder.key.includes(needle)) continue;
    matches.add(id);
    for (let current: string | null = id; current !== null && !shown.has(current); current = index.byId.get(current)?.parentId ?? null) {
      shown.add(current);
    }
  }
  return index.order
    .filter((id) => shown.has(id))
    .map((id) => {
      const folder = index.byId.get(id)!;
      return row(folder, folder.childIds.some((child) => shown.has(child)), matches.has(id));
    });
}

/** How many folders match a filter (the root excluded). */
export function countMatches(rows: TreeRow[]): number {
  return rows.reduce((n, r) => n + (r.match ? 1 : 0), 0);
}
