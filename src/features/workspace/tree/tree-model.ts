/**
 * The folder tree as flat data, so 10,000+ folders can be shown through a virtual list: one index built
 * once per tree (iteratively, no recursion depth limit), then the visible rows for the expanded folders or
 * for a filter, in depth-first order. The root '0' ('All documents') is the top row.
 */
import type { FolderNode, FolderStatus } from '../shared/types';
import { ROOT_DIR_ID } from '../shared/url-state';

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

const idOf = (node: FolderNode) => String(node.id ?? node.directoryId);
const statusOf = (node: FolderNode): FolderStatus => (node.status === 'void' ? 'void' : 'normal');

/**
 * The index over the server's nodes. The tree is drawn from the nodes themselves (the root and the open
 * folders' children), so the first rows need no index at all; the maps of node and parent by id are built
 * the first time something asks by id (a filter, a drag, a dialog), or while the browser is idle
 * (`prepare`). A folder object per node, made up front, was most of the first paint on 50,000 folders.
 * A node seen twice (the same id) keeps its first place, depth first.
 */
export class TreeIndex {
  readonly root: FolderNode;
  /** A folder by id, made when asked for. */
  readonly byId: { get(id: string): IndexedFolder | undefined; readonly size: number };
  private maps: { nodes: Map<string, FolderNode>; parents: Map<string, string> } | null = null;
  private orderCache: string[] | null = null;

  constructor(top: FolderNode[], rootName: string) {
    this.root = { id: ROOT_DIR_ID, directoryId: ROOT_DIR_ID, directoryName: rootName, children: top } as FolderNode;
    const maps = () => this.prepare();
    this.byId = {
      get: (id) => this.folder(id),
      get size() {
        return maps().nodes.size;
      },
    };
  }

  /** Build the maps by id now (once). */
  prepare() {
    if (this.maps) return this.maps;
    const nodes = new Map<string, FolderNode>([[ROOT_DIR_ID, this.root]]);
    const parents = new Map<string, string>();
    this.walk(this.root, (node, _depth, parentId) => {
      const id = idOf(node);
      nodes.set(id, node);
      if (parentId !== null) parents.set(id, parentId);
      return true;
    });
    this.maps = { nodes, parents };
    return this.maps;
  }

  parentOf(id: string) {
    return this.prepare().parents.get(id) ?? null;
  }

  /** The ids from the root down to the folder's parent; without the maps yet, by a search that makes none. */
  ancestorsOf(id: string): string[] {
    if (id === ROOT_DIR_ID) return [];
    if (this.maps) {
      const chain: string[] = [];
      for (let current = this.maps.parents.get(id); current !== undefined; current = this.maps.parents.get(current)) {
        chain.unshift(current);
        if (chain.length > 256) break;
      }
      return chain;
    }
    const path: string[] = [];
    let found: string[] = [];
    this.walk(this.root, (node, depth) => {
      if (found.length) return false;
      path.length = depth;
      path.push(idOf(node));
      if (path[depth] === id) found = path.slice(0, depth);
      return !found.length;
    });
    return found;
  }

  /** Every folder in depth-first order (the root first). */
  get order() {
    if (!this.orderCache) {
      const order: string[] = [];
      this.walk(this.root, (node) => order.push(idOf(node)) > 0);
      this.orderCache = order;
    }
    return this.orderCache;
  }

  /**
   * Depth-first from `from`, in order, each id once; `visit` gets the node, its depth and its parent's id,
   * and returns whether to go into the node's children.
   */
  walk(from: FolderNode, visit: (node: FolderNode, depth: number, parentId: string | null) => boolean) {
    const seen = new Set<string>();
    const stack: (FolderNode | number | string | null)[] = [from, 0, null];
    while (stack.length) {
      const parentId = stack.pop() as string | null;
      const depth = stack.pop() as number;
      const node = stack.pop() as FolderNode;
      const id = idOf(node);
      if (seen.has(id)) continue;
      seen.add(id);
      if (!visit(node, depth, parentId)) continue;
      const children = node.children ?? [];
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i], depth + 1, id);
    }
  }

  /** The node's children that have their place under it (a repeated id stays where it was first seen). */
  children(node: FolderNode): FolderNode[] {
    const { nodes } = this.prepare();
    return (node.children ?? []).filter((child) => nodes.get(idOf(child)) === child && this.parentOf(idOf(child)) === idOf(node));
  }

  private folder(id: string): IndexedFolder | undefined {
    const node = this.prepare().nodes.get(id);
    if (!node) return undefined;
    const name = node.directoryName ?? '';
    const ancestors = this.ancestorsOf(id);
    return {
      id,
      name,
      key: name.toLowerCase(),
      parentId: ancestors.at(-1) ?? null,
      childIds: this.children(node).map(idOf),
      depth: ancestors.length,
      status: id === ROOT_DIR_ID ? 'normal' : statusOf(node),
    };
  }
}

/** Index the tree the server sent (the root's children) under a root row named `rootName`. */
export function indexTree(nodes: FolderNode[], rootName: string): TreeIndex {
  return new TreeIndex(nodes, rootName);
}

/** The ids from the root down to the folder's parent (empty for the root or an unknown id). */
export function ancestorsOf(index: TreeIndex, id: string): string[] {
  return index.ancestorsOf(id);
}

/** Whether `id` is `ancestorId` or lies under it. */
export function isWithin(index: TreeIndex, id: string, ancestorId: string): boolean {
  if (id === ancestorId) return true;
  index.prepare(); // asked on every dragover: by the maps, not by a search
  return index.ancestorsOf(id).includes(ancestorId);
}

/**
 * The rows to show. Without a filter: the root and every folder whose ancestors are all expanded. With a
 * filter (case-insensitive substring): the matching folders and their ancestors, all opened.
 */
export function visibleRows(index: TreeIndex, expanded: ReadonlySet<string>, filter = ''): TreeRow[] {
  const needle = filter.trim().toLowerCase();
  const rows: TreeRow[] = [];
  const row = (node: FolderNode, depth: number, open: boolean, match: boolean): TreeRow => {
    const id = idOf(node);
    return {
      id,
      name: node.directoryName ?? '',
      depth,
      hasChildren: (node.children?.length ?? 0) > 0,
      expanded: open,
      status: id === ROOT_DIR_ID ? 'normal' : statusOf(node),
      match,
    };
  };

  if (!needle) {
    index.walk(index.root, (node, depth) => {
      const open = expanded.has(idOf(node));
      rows.push(row(node, depth, open, false));
      return open;
    });
    return rows;
  }

  // Mark the matches and, walking up, their ancestors; then keep the depth-first order.
  const shown = new Set<string>();
  const matches = new Set<string>();
  index.walk(index.root, (node) => {
    const id = idOf(node);
    if (id !== ROOT_DIR_ID && (node.directoryName ?? '').toLowerCase().includes(needle)) {
      matches.add(id);
      for (let current: string | null = id; current !== null && !shown.has(current); current = index.parentOf(current)) {
        shown.add(current);
      }
    }
    return true;
  });
  index.walk(index.root, (node, depth) => {
    const id = idOf(node);
    if (!shown.has(id)) return false;
    const open = (node.children ?? []).some((child) => shown.has(idOf(child)));
    rows.push(row(node, depth, open, matches.has(id)));
    return true;
  });
  return rows;
}

/** How many folders match a filter (the root excluded). */
export function countMatches(rows: TreeRow[]): number {
  return rows.reduce((n, r) => n + (r.match ? 1 : 0), 0);
}

/**
 * Each visible row's place among its visible siblings (`aria-posinset`, `aria-setsize`): the tree is
 * virtualised, so a screen reader cannot count the siblings that are not drawn. One pass each way.
 */
export function siblingPositions(rows: readonly TreeRow[]): { pos: Int32Array; size: Int32Array } {
  const pos = new Int32Array(rows.length);
  const size = new Int32Array(rows.length);
  const counters: number[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const depth = rows[i].depth;
    counters.length = depth + 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
    pos[i] = counters[depth];
  }
  const last: number[] = [];
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const depth = rows[i].depth;
    last.length = depth + 1;
    last[depth] ??= pos[i];
    size[i] = last[depth];
  }
  return { pos, size };
}

/**
 * Type-ahead (WAI-ARIA tree pattern): the next visible row after `from` whose name starts with the typed
 * text, wrapping round; a run of one letter ("ddd") steps through the names starting with it. -1 when none.
 */
export function typeAheadIndex(rows: readonly TreeRow[], from: number, typed: string): number {
  if (!typed || rows.length === 0) return -1;
  const text = typed.toLocaleLowerCase();
  const sameLetter = [...text].every((char) => char === text[0]);
  // A longer word is first tried on the row already reached by its beginning.
  const tries: Array<{ prefix: string; start: number }> = [];
  if (text.length > 1) tries.push({ prefix: text, start: Math.max(from, 0) });
  if (text.length === 1 || sameLetter) tries.push({ prefix: text[0], start: from + 1 });
  for (const { prefix, start } of tries) {
    for (let step = 0; step < rows.length; step += 1) {
      const i = (((start + step) % rows.length) + rows.length) % rows.length;
      if (rows[i].name.toLocaleLowerCase().startsWith(prefix)) return i;
    }
  }
  return -1;
}
