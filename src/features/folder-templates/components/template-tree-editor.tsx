import { useMemo, useState } from 'react';
import { Alert, Button, Drawer, Form, Input, Skeleton, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { notify } from '@/lib/notify';
import { useTemplateTree } from '@/entities/folder-templates/get-template-tree';
import { nameCount } from '@/components/name-rules';
import { useDeleteTemplateNodes } from '../api/delete-template-nodes';
import { useSaveTemplateNode } from '../api/save-template-node';
import { FOLDER_NAME_RULE, folderNameRules } from '../template-rules';
import type { FolderTemplate, TemplateNode } from '../types';

function collect(nodes: TemplateNode[], into: Map<string, TemplateNode>) {
  for (const node of nodes) {
    into.set(node.id, node);
    collect(node.children ?? [], into);
  }
  return into;
}

const toTree = (nodes: TemplateNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.directoryName, children: toTree(node.children ?? []) }));

/**
 * Edit a template's folder tree: choose a folder (click, or arrow keys and Enter), then add a subfolder,
 * rename it or delete it with everything under it. The root folder is the template itself.
 * Closed, it gives the focus back to what had it when it opened, or, given `returnFocus`, calls that instead
 * (opened as a new template's dialog closes, what had the focus is that dialog's button, gone by then).
 */
export function TemplateTreeEditor({
  template,
  onClose,
  returnFocus,
}: {
  template: FolderTemplate | null;
  onClose: () => void;
  returnFocus?: () => void;
}) {
  const { t } = useTranslation('folder-templates');
  const rootId = template?.tempRootId ?? '';
  const tree = useTemplateTree(rootId);
  const save = useSaveTemplateNode();
  const remove = useDeleteTemplateNodes();
  const confirmDelete = useConfirmDelete();
  const [selectedId, setSelectedId] = useState<string>('');
  const [dialog, setDialog] = useState<'add' | 'rename' | null>(null);
  // Folders the user closed; everything else is open, so a folder just added is always in sight.
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const byId = useMemo(() => collect(tree.data ?? [], new Map()), [tree.data]);
  const selected = byId.get(selectedId) ?? byId.get(rootId) ?? null;
  const isRoot = selected?.id === rootId;

  return (
    <Drawer
      open={template !== null}
      onClose={onClose}
      size={560}
      title={t('editorTitle', { name: template?.tempName ?? '' })}
      focusable={returnFocus && { focusTriggerAfterClose: false }}
      afterOpenChange={(open) => !open && returnFocus?.()}
    >
      {tree.isPending && <Skeleton active />}
      {tree.isError && (
        <Alert
          type="error"
          showIcon
          title={tree.error.message}
          action={<Button onClick={() => void tree.refetch()}>{t('common:actions.retry')}</Button>}
        />
      )}
      {tree.data && selected && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('selected', { name: selected.directoryName })}</Typography.Text>
          <Space wrap>
            <Button icon={<FolderAddOutlined />} onClick={() => setDialog('add')}>
              {t('actions.addSub')}
            </Button>
            <Button icon={<EditOutlined />} disabled={isRoot} onClick={() => setDialog('rename')}>
              {t('actions.renameNode')}
            </Button>
            <Button
              icon={<DeleteOutlined />}
              danger
              disabled={isRoot}
              onClick={() =>
                void confirmDelete({
                  title: t('confirmDeleteNode', { name: selected.directoryName }),
                  content: t('deleteNodeHint'),
                  onConfirm: async () => {
                    await remove.mutateAsync([selected.id]);
                    setSelectedId(rootId);
                  },
                  done: t('nodeDeleted'),
                })
              }
            >
              {t('actions.deleteNode')}
            </Button>
          </Space>
          {isRoot && <Typography.Text type="secondary">{t('rootHint')}</Typography.Text>}
          <Tree
            aria-label={t('treeLabel', { name: template?.tempName ?? '' })}
            treeData={toTree(tree.data)}
            expandedKeys={[...byId.keys()].filter((id) => !collapsed.includes(id))}
            onExpand={(_keys, { node, expanded }) =>
              setCollapsed((current) => (expanded ? current.filter((id) => id !== String(node.key)) : [...current, String(node.key)]))
            }
            selectedKeys={[selected.id]}
            onSelect={(keys) => keys[0] !== undefined && setSelectedId(String(keys[0]))}
            blockNode
          />
        </Space>
      )}
      {selected && (
        <FormDialog<{ directoryName: string }>
          open={dialog !== null}
          title={
            dialog === 'rename'
              ? t('renameNodeTitle', { name: selected.directoryName })
              : t('addSubTitle', { name: selected.directoryName })
          }
          initialValues={dialog === 'rename' ? { directoryName: selected.directoryName } : {}}
          onSubmit={async ({ directoryName }) => {
            const name = directoryName.trim();
            if (dialog === 'rename') {
              await save.mutateAsync({ id: selected.id, directoryName: name, fatherDirectoryId: selected.fatherDirectoryId, rootId });
            } else {
              const added = await save.mutateAsync({ directoryName: name, fatherDirectoryId: selected.id, rootId });
              setCollapsed((current) => current.filter((id) => id !== selected.id));
              setSelectedId(added.id);
            }
            notify.success(t('nodeSaved'));
          }}
          onClose={() => setDialog(null)}
        >
          <Form.Item name="directoryName" label={t('fields.folderName')} rules={folderNameRules(t)}>
            <Input count={nameCount(FOLDER_NAME_RULE)} autoComplete="off" />
          </Form.Item>
        </FormDialog>
      )}
    </Drawer>
  );
}
