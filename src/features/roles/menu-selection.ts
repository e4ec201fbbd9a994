/**
 * Between a role's stored menu ids and the checkable tree: a parent's check state comes from its children
 * (so a stored parent id alone does not tick every child), and saving sends the ticked items plus every
 * parent that has a ticked child (the side navigation needs the parent to show the child).
 */
import type { MenuNode } from './types';

function walk(nodes: MenuNode[], visit: (node: MenuNode, parents: MenuNode[]) => void, parents: MenuNode[] = []) {
  for (const node of nodes) {
    visit(node, parents);
    walk(node.children ?? [], visit, [...parents, node]);
  }
}

/** The ids to show as ticked: stored ids of items without children. */
export function checkedFromStored(tree: MenuNode[], stored: string[]): string[] {
  const wanted = new Set(stored);
  const checked: string[] = [];
  walk(tree, (node) => {
    if (!node.children?.length && wanted.has(node.menuId)) checked.push(node.menuId);
  });
  return checked;
}

/** The ids to store: the ticked items and all their parents. */
export function storedFromChecked(tree: MenuNode[], checked: string[]): string[] {
  const ticked = new Set(checked);
  const result = new Set<string>();
  walk(tree, (node, parents) => {
    if (!ticked.has(node.menuId)) return;
    result.add(node.menuId);
    for (const parent of parents) result.add(parent.menuId);
  });
  return [...result];
}
