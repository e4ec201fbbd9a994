import { describe, expect, it } from 'vitest';
import type { FolderNode } from '../shared/types';
import { ancestorsOf, countMatches, indexTree, isWithin, visibleRows } from './tree-model';

const node = (id: string, name: string, children: FolderNode[] = [], fatherDirectoryId = ''): FolderNode => ({
  id,
  directoryId: id,
  directoryName: name,
  fatherDirectoryId,
  children,
});

const tree = [
  node('1', 'Quality', [node('11', 'Manuals'), node('12', 'Procedures', [node('121', 'Audit Plans')])]),
  node('2', 'R&D', [node('21', 'Drawings'), node('22', 'Test Reports 测试报告')]),
];

/** A wide and deep tree of `count` folders: 100 top folders, each with chains of subfolders. */
function bigTree(count: number): FolderNode[] {
  const tops: FolderNode[] = [];
  let made = 0;
  for (let top = 0; made < count; top += 1) {
    const root = node(`t${top}`, `Top ${top}`);
    made += 1;
    tops.push(root);
    let parent = root;
    for (let depth = 0; depth < 99 && made < count; depth += 1) {
      const child = node(`t${top}-${depth}`, `Folder ${top}-${depth}${depth === 50 ? ' needle' : ''}`);
      parent.children = [child];
      parent = child;
      made += 1;
    }
  }
  return tops;
}

describe('indexTree', () => {
  it('puts the root first and keeps the server order, depth first', () => {
    const index = indexTree(tree, 'All documents');
    expect(index.order).toEqual(['0', '1', '11', '12', '121', '2', '21', '22']);
    expect(index.byId.get('121')).toMatchObject({ depth: 3, parentId: '12' });
    expect(index.byId.get('0')).toMatchObject({ name: 'All documents', childIds: ['1', '2'] });
  });

  it('knows ancestors and subtrees', () => {
    const index = indexTree(tree, 'All documents');
    expect(ancestorsOf(index, '121')).toEqual(['0', '1', '12']);
    expect(ancestorsOf(index, '0')).toEqual([]);
    expect(isWithin(index, '121', '1')).toBe(true);
    expect(isWithin(index, '1', '1')).toBe(true);
    expect(isWithin(index, '21', '1')).toBe(false);
  });

  it('finds ancestors the same before its maps are built (a search) and after', () => {
    const lazy = indexTree(tree, 'All documents');
    const built = indexTree(tree, 'All documents');
    built.prepare();
    for (const id of ['0', '1', '12', '121', '22', 'missing']) expect(lazy.ancestorsOf(id)).toEqual(built.ancestorsOf(id));
    expect(lazy.ancestorsOf('missing')).toEqual([]);
  });

  it('keeps the first place of an id the server sent twice', () => {
    const twice = [node('1', 'A', [node('11', 'First')]), node('2', 'B', [node('11', 'Again', [node('111', 'Under again')])])];
    const index = indexTree(twice, 'All documents');
    expect(index.ancestorsOf('11')).toEqual(['0', '1']);
    expect(visibleRows(index, new Set(['0', '1', '2', '11'])).map((r) => `${r.id} ${r.name}`)).toEqual([
      '0 All documents',
      '1 A',
      '11 First',
      '2 B',
    ]);
    expect(index.order).toEqual(['0', '1', '11', '2']);
    expect(index.byId.get('2')).toMatchObject({ childIds: [] });
    expect(index.byId.get('11')).toMatchObject({ name: 'First', parentId: '1', depth: 2 });
  });
});

describe('visibleRows', () => {
  const index = indexTree(tree, 'All documents');

  it('shows the root and what is expanded', () => {
    expect(visibleRows(index, new Set(['0'])).map((r) => r.id)).toEqual(['0', '1', '2']);
    const rows = visibleRows(index, new Set(['0', '1', '12']));
    expect(rows.map((r) => r.id)).toEqual(['0', '1', '11', '12', '121', '2']);
    expect(rows.find((r) => r.id === '12')).toMatchObject({ expanded: true, hasChildren: true, depth: 2 });
    expect(rows.find((r) => r.id === '11')).toMatchObject({ hasChildren: false });
  });

  it('filters case-insensitively to matches and their ancestors, opened', () => {
    const rows = visibleRows(index, new Set(), 'audit');
    expect(rows.map((r) => r.id)).toEqual(['0', '1', '12', '121']);
    expect(rows.filter((r) => r.match).map((r) => r.id)).toEqual(['121']);
    expect(rows.find((r) => r.id === '1')?.expanded).toBe(true);
    expect(visibleRows(index, new Set(), '测试').map((r) => r.id)).toEqual(['0', '2', '22']);
    expect(visibleRows(index, new Set(), 'nothing like it')).toEqual([]);
  });

  it('handles 10,000 folders, 100 levels deep, without recursion', () => {
    const big = indexTree(bigTree(10_000), 'All documents');
    expect(big.byId.size).toBe(10_001);
    const collapsed = visibleRows(big, new Set(['0']));
    expect(collapsed).toHaveLength(101);
    const filtered = visibleRows(big, new Set(), 'needle');
    expect(countMatches(filtered)).toBe(100);
    // The root, then each match (at depth 50 of its chain) with its 51 ancestors below the root.
    expect(filtered).toHaveLength(1 + 100 * 52);
    const everything = visibleRows(big, new Set(big.order));
    expect(everything).toHaveLength(10_001);
    expect(ancestorsOf(big, 't7-98')).toHaveLength(100);
  });
});
