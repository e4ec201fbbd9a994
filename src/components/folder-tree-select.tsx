import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { revealBidi } from '@/lib/names';

/** A folder as GET /folder/showDirs sends it (the fields the picker needs). */
export interface PickerFolder {
  id: string;
  directoryName: string;
  status?: string;
  children?: PickerFolder[];
}

interface Option {
  value: string;
  title: string;
  children: Option[];
}

const toOptions = (nodes: PickerFolder[]): Option[] =>
  nodes.map((node) => ({ value: node.id, title: revealBidi(node.directoryName), children: toOptions(node.children ?? []) }));

/**
 * Pick one folder of a tree, searchable by name, keyboard-operable. The caller fetches the tree (its own
 * feature's GET /folder/showDirs) and may put the root ('0', 'All documents') in front with `root`.
 */
export function FolderTreeSelect({
  folders,
  value,
  onChange,
  root,
  loading,
  placeholder,
  id,
  ariaLabel,
  disabled,
}: {
  folders: PickerFolder[] | undefined;
  value?: string;
  onChange?: (id: string | undefined) => void;
  /** Offer the root as the top of the tree, with this label. */
  root?: string;
  loading?: boolean;
  placeholder?: string;
  /** Set by Form.Item so its label names the control. */
  id?: string;
  ariaLabel?: string;
  disabled?: boolean;
}) {
  const treeData = useMemo(() => {
    const options = toOptions(folders ?? []);
    return root ? [{ value: '0', title: root, children: options }] : options;
  }, [folders, root]);
  return (
    <TreeSelect<string>
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      treeData={treeData}
      treeNodeFilterProp="title"
      showSearch
      allowClear
      loading={loading}
      disabled={disabled}
      placeholder={placeholder}
      treeDefaultExpandedKeys={root ? ['0'] : []}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
