/**
 * Bench page of the folder tree. `?c=app`: the app's FolderTree over the app's tree model, built from the
 * server's folders as the workspace does (`indexTree` when the data arrives); `?c=ref`: antd's virtual Tree
 * (`height`) on the same folders (its `fieldNames` read the server's shape), with a filter box that keeps the
 * matching folders and their ancestors, opened, and highlights the match, as the app's does.
 */
import { useEffect, useMemo, useState, type Key } from 'react';
import { Input, Tree, type TreeDataNode } from 'antd';
import { FolderFilled } from '@ant-design/icons';
import { FolderTree } from '@/features/workspace/tree/components/folder-tree';
import { indexTree } from '@/features/workspace/tree/tree-model';
import type { FolderNode } from '@/features/workspace/shared/types';
import { afterNextPaint, mount, variant, whenPresent } from './shared';
import { folderTree } from './data';

const HEIGHT = 800;
const ROOT_NAME = 'All documents';
const noop = () => undefined;
let setData: (nodes: FolderNode[]) => void = noop;

function AppTree() {
  const [nodes, setNodes] = useState<FolderNode[] | null>(null);
  useEffect(() => {
    setData = setNodes;
    window.__bench!.ready = true;
  }, []);
  const index = useMemo(() => (nodes ? indexTree(nodes, ROOT_NAME) : null), [nodes]);
  return (
    <div style={{ height: HEIGHT, width: 320, display: 'flex', flexDirection: 'column' }}>
      {index && <FolderTree index={index} currentId="0" onOpen={noop} />}
    </div>
  );
}

/** The folders that match `needle` and their ancestors; every kept folder with kept children is opened. */
function filterFolders(nodes: FolderNode[], needle: string, open: Key[]): FolderNode[] {
  const kept: FolderNode[] = [];
  for (const node of nodes) {
    const children = node.children?.length ? filterFolders(node.children, needle, open) : [];
    if (children.length) {
      open.push(node.id);
      kept.push({ ...node, children });
    } else if (node.directoryName.toLowerCase().includes(needle)) kept.push({ ...node, children: [] });
  }
  return kept;
}

function Highlight({ name, filter }: { name: string; filter: string }) {
  const at = filter ? name.toLowerCase().indexOf(filter.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark>{name.slice(at, at + filter.length)}</mark>
      {name.slice(at + filter.length)}
    </>
  );
}

function ReferenceTree() {
  const [nodes, setNodes] = useState<FolderNode[] | null>(null);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<Key[]>(['0']);
  useEffect(() => {
    setData = setNodes;
    window.__bench!.ready = true;
  }, []);
  const treeData = useMemo(
    () => (nodes ? [{ id: '0', directoryId: '0', directoryName: ROOT_NAME, fatherDirectoryId: '', children: nodes }] : []),
    [nodes],
  );
  const filtered = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    if (!needle) return null;
    const open: Key[] = [];
    return { data: filterFolders(treeData, needle, open), open };
  }, [treeData, filter]);
  if (!nodes) return null;
  return (
    <div style={{ height: HEIGHT, width: 320 }}>
      <Input.Search allowClear value={filter} onChange={(event) => setFilter(event.target.value)} aria-label="Filter folders" />
      <Tree
        // The server's folders as they are: fieldNames tells the Tree where its title, key and children are.
        treeData={(filtered ? filtered.data : treeData) as unknown as TreeDataNode[]}
        fieldNames={{ title: 'directoryName', key: 'id', children: 'children' }}
        height={HEIGHT - 40}
        expandedKeys={filtered ? filtered.open : expanded}
        onExpand={(keys) => setExpanded(keys)}
        showIcon
        icon={<FolderFilled />}
        titleRender={(node) => <Highlight name={(node as unknown as FolderNode).directoryName} filter={filter.trim()} />}
      />
    </div>
  );
}

const which = variant();
const root = document.getElementById('root')!;
const rowSelector = which === 'app' ? '[role="treeitem"]' : '.ant-tree-treenode';

window.__bench = {
  ready: false,
  load: async (n) => {
    const nodes = folderTree(n);
    await afterNextPaint();
    const start = performance.now();
    setData(nodes);
    await whenPresent(root, rowSelector);
    return (await afterNextPaint()) - start;
  },
  filter: async (text) => {
    const input = root.querySelector('input')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await afterNextPaint();
    const start = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await whenPresent(root, `${rowSelector} mark`);
    const ms = (await afterNextPaint()) - start;
    return { ms, rows: root.querySelectorAll(rowSelector).length };
  },
};

void mount(which === 'app' ? <AppTree /> : <ReferenceTree />);
