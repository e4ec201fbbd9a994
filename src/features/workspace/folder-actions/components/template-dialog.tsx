import { useMemo, useState } from 'react';
import { Alert, Checkbox, Empty, Form, Modal, Select, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { useBusy } from '@/lib/use-busy';
import type { TemplateFolderInput } from '@/entities/folder-templates/types';
import { useTemplateTree } from '@/entities/folder-templates/get-template-tree';
import { templateFolders } from '../template-folders';
import { useFolderTemplates } from '../api/get-folder-templates';
import { errorText } from '../../shared/errors';

export interface TemplateDialogProps {
  open: boolean;
  /** The folder the new folders go into. */
  folderName: string;
  onSubmit: (input: { nodes: TemplateFolderInput[]; inherit: boolean }) => Promise<unknown>;
  onCancel: () => void;
}

const toTreeData = (nodes: TemplateFolderInput[], prefix = ''): DataNode[] =>
  nodes.map((node, i) => ({
    key: `${prefix}${node.id ?? i}`,
    title: node.directoryName,
    children: toTreeData(node.children ?? [], `${prefix}${node.id ?? i}-`),
  }));

/**
 * Create folders from a folder template (GET /folder/getDirTempList, GET /folder/getDirTempByRootId,
 * POST /folder/addByTemplate): the template's folders are created in the open folder; the template's own
 * root is not copied. "Inherit" gives the new folders the open folder's permissions.
 */
export function TemplateDialog({ open, folderName, onSubmit, onCancel }: TemplateDialogProps) {
  const { t } = useTranslation('workspace');
  const [rootId, setRootId] = useState<string | undefined>();
  const [inherit, setInherit] = useState(true);
  const { busy, run } = useBusy();
  const templates = useFolderTemplates(open);
  const tree = useTemplateTree(open ? rootId : undefined);
  const nodes = useMemo(() => templateFolders(tree.data), [tree.data]);
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);

  const close = () => {
    setRootId(undefined);
    onCancel();
  };

  const submit = async () => {
    if (!nodes.length) return;
    // The caller shows a refusal; the choice stays.
    if (await run(() => onSubmit({ nodes, inherit }))) setRootId(undefined);
  };

  return (
    <Modal
      open={open}
      title={t('template.title', { folder: folderName })}
      okText={t('template.create')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: nodes.length === 0, loading: busy }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      {templates.isError && <Alert type="error" showIcon title={errorText(templates.error, t)} />}
      <Form layout="vertical">
        <Form.Item label={t('template.choose')} htmlFor="folder-template-select">
          <Select
            id="folder-template-select"
            aria-label={t('template.choose')}
            loading={templates.isPending}
            value={rootId}
            onChange={setRootId}
            placeholder={t('template.choosePlaceholder')}
            options={(templates.data ?? []).map((template) => ({ value: template.tempRootId, label: template.tempName }))}
          />
        </Form.Item>
        <Form.Item label={t('template.preview')}>
          {!rootId ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.noneChosen')} />
          ) : tree.isPending ? (
            <Spin />
          ) : tree.isError ? (
            <Alert type="error" showIcon title={errorText(tree.error, t)} />
          ) : nodes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.empty')} />
          ) : (
            <Tree treeData={treeData} defaultExpandAll selectable={false} aria-label={t('template.preview')} />
          )}
          <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 4 }}>{t('template.rootNotCopied')}</div>
        </Form.Item>
        <Checkbox checked={inherit} onChange={(event) => setInherit(event.target.checked)}>
          {t('template.inherit')}
        </Checkbox>
      </Form>
    </Modal>
  );
}
