import { useMemo, useRef, useState } from 'react';
import { Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { FolderTreeSelect, type PickerFolder } from '@/components/folder-tree-select';
import { revealBidi } from '@/lib/names';
import { nodeOrigin } from '../levels';
import type { RoleFolderNode } from '../types';
import { LevelTags } from './level-tags';

function index(nodes: RoleFolderNode[], parent: string | null, into: Map<string, { node: RoleFolderNode; parent: string | null }>) {
  for (const node of nodes) {
    into.set(node.id, { node, parent });
    index(node.children, node.id, into);
  }
  return into;
}

/**
 * Every folder with the role's levels and where they come from (own permission, inherited from a parent,
 * directory administrator, default). A folder finder opens the tree down to the folder found.
 */
export function RoleFolderTree({
  nodes,
  selectedId,
  onSelect,
}: {
  nodes: RoleFolderNode[];
  selectedId: string | null;
  onSelect: (node: RoleFolderNode) => void;
}) {
  const { t } = useTranslation('permissions');
  const [expanded, setExpanded] = useState<string[]>(['0']);
  const treeRef = useRef<GetRef<typeof Tree>>(null);
  const byId = useMemo(() => index(nodes, null, new Map()), [nodes]);

  const treeData = useMemo(() => {
    const build = (list: RoleFolderNode[]): DataNode[] =>
      list.map((node) => ({
        key: node.id,
        title: (
          <span>
            <span style={{ marginRight: 8 }}>{revealBidi(node.directoryName)}</span>
            <LevelTags dirLevel={node.dirLevel} fileLevel={node.fileLevel} />
            <Typography.Text
              type={node.source === 'grant' || node.source === 'dirAdmin' ? undefined : 'secondary'}
              style={{ fontSize: 12 }}
            >
              {nodeOrigin(t, node)}
            </Typography.Text>
          </span>
        ),
        children: build(node.children),
      }));
    return build(nodes);
  }, [nodes, t]);

  const pickerFolders: PickerFolder[] = nodes[0]?.children ?? [];

  const reveal = (id: string | undefined) => {
    if (!id) return;
    const found = byId.get(id);
    if (!found) return;
    const ancestors: string[] = [];
    for (let parent = found.parent; parent; parent = byId.get(parent)?.parent ?? null) ancestors.push(parent);
    setExpanded((current) => [...new Set([...current, ...ancestors])]);
    onSelect(found.node);
    // Once the parents are open, bring the folder into the (virtual) list's view.
    setTimeout(() => treeRef.current?.scrollTo({ key: id, align: 'top' }), 0);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <FolderTreeSelect
        folders={pickerFolders}
        root={nodes[0]?.directoryName}
        onChange={reveal}
        ariaLabel={t('findFolder')}
        placeholder={t('findFolder')}
      />
      <Tree
        ref={treeRef}
        aria-label={t('folderTreeLabel')}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selectedId ? [selectedId] : []}
        onSelect={(keys) => {
          const id = keys[0];
          const found = id !== undefined ? byId.get(String(id)) : undefined;
          if (found) onSelect(found.node);
        }}
        height={520}
        blockNode
      />
    </Space>
  );
}
