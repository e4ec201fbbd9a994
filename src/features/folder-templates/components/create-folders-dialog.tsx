import { Alert, Checkbox, Form, Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { FolderTreeSelect } from '@/components/folder-tree-select';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useAddFoldersFromTemplate } from '@/entities/folder-templates/add-folders-from-template';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { useTemplateTree } from '@/entities/folder-templates/get-template-tree';
import { countFolders, foldersFromTemplate } from '../template-rules';
import type { CreatedFolder, FolderTemplate, TemplateNode } from '../types';

interface Values {
  fatherId: string;
  inherit: boolean;
}

const toTree = (nodes: TemplateNode[], prefix: string): DataNode[] =>
  nodes.map((node) => ({ key: `${prefix}${node.id}`, title: node.directoryName, children: toTree(node.children ?? [], prefix) }));

/**
 * Create folders from a template (POST /folder/addByTemplate): the template's folders (not its root) under
 * the chosen parent, optionally inheriting the parent's permissions.
 */
export function CreateFoldersDialog({
  template,
  onClose,
  onCreated,
}: {
  template: FolderTemplate | null;
  onClose: () => void;
  onCreated: (created: CreatedFolder[], parent: { id: string; name: string }) => void;
}) {
  const { t } = useTranslation('folder-templates');
  const folders = useFolderTree();
  const tree = useTemplateTree(template?.tempRootId ?? '');
  const create = useAddFoldersFromTemplate();
  const root = tree.data?.[0];

  const findName = (id: string): string => {
    if (id === '0') return t('rootName');
    const walk = (nodes: { id: string; directoryName: string; children?: unknown[] }[]): string | null => {
      for (const node of nodes) {
        if (node.id === id) return node.directoryName;
        const inner = walk((node.children ?? []) as typeof nodes);
        if (inner) return inner;
      }
      return null;
    };
    return walk(folders.data ?? []) ?? id;
  };

  return (
    <FormDialog<Values>
      open={template !== null}
      title={t('createFoldersTitle', { name: template?.tempName ?? '' })}
      okText={t('actions.createFolders')}
      initialValues={{ inherit: true }}
      width={640}
      onSubmit={async ({ fatherId, inherit }) => {
        if (!root) throw new Error(t('templateNotLoaded'));
        const nodes = foldersFromTemplate(root);
        if (nodes.length === 0) throw new Error(t('templateEmpty'));
        const created = await create.mutateAsync({ fatherId, inherit: Boolean(inherit), nodes });
        notify.success(t('foldersCreated', { count: countFolders(nodes), parent: findName(fatherId) }));
        onCreated(created, { id: fatherId, name: findName(fatherId) });
      }}
      onClose={onClose}
    >
      <Form.Item name="fatherId" label={t('fields.parent')} rules={[{ required: true, message: t('rules.parent') }]}>
        <FolderTreeSelect folders={folders.data} loading={folders.isPending} root={t('rootName')} />
      </Form.Item>
      <Form.Item name="inherit" valuePropName="checked" extra={t('inheritHint')}>
        <Checkbox>{t('fields.inherit')}</Checkbox>
      </Form.Item>
      {tree.isPending && <Skeleton active />}
      {tree.isError && <Alert type="error" showIcon title={tree.error.message} />}
      {root && (
        <>
          <div>{t('preview')}</div>
          <Tree aria-label={t('preview')} treeData={toTree(root.children ?? [], 'preview-')} defaultExpandAll selectable={false} />
        </>
      )}
    </FormDialog>
  );
}
