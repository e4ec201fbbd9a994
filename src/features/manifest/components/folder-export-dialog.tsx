import { Alert, Form, Input, Modal, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/export-button/export-button';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { exportFolderFiles } from '../api/export-folder-files';
import { toFolderExportRequest } from '../filters';
import type { FolderExportForm, FolderNode } from '../types';

interface TreeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

const toOptions = (nodes: FolderNode[] | undefined): TreeOption[] =>
  (nodes ?? []).map((node) => ({
    value: String(node.directoryId ?? node.id),
    title: node.directoryName,
    disabled: node.status === 'void',
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));

/**
 * Export a folder's manifest (the folder export request of §3): the folder, this folder only or with its
 * subfolders, and extra filters. A failure shows in the dialog, which keeps what was chosen.
 */
export function FolderExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('manifest');
  const [form] = Form.useForm<FolderExportForm>();
  const tree = useFolderTree(open);

  const run = async (options: Parameters<typeof exportFolderFiles>[1]) => {
    let values: FolderExportForm;
    try {
      values = await form.validateFields();
    } catch {
      return null;
    }
    return exportFolderFiles(toFolderExportRequest({ ...values, directoryId: values.directoryId! }), options);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('folderExport.title')}
      width={560}
      footer={<ExportButton primary label={t('folderExport.submit')} fallbackFileName="folder-manifest.xlsx" run={run} onDone={onClose} />}
      forceRender
    >
      {tree.error && <Alert type="error" showIcon title={tree.error.message} style={{ marginBottom: 12 }} />}
      <Form<FolderExportForm> form={form} layout="vertical" initialValues={{ type: 'current' }} name="folderExport">
        <Form.Item
          name="directoryId"
          label={t('folderExport.folder')}
          rules={[{ required: true, message: t('folderExport.folderRequired') }]}
        >
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            loading={tree.isPending && open}
            placeholder={t('folderExport.folderHint')}
            treeData={[{ value: '0', title: t('folderExport.allDocuments'), children: toOptions(tree.data) }]}
            treeDefaultExpandedKeys={['0']}
          />
        </Form.Item>
        <Form.Item name="type" label={t('folderExport.scope')}>
          <Radio.Group
            options={[
              { value: 'current', label: t('folderExport.current') },
              { value: 'all', label: t('folderExport.all') },
            ]}
          />
        </Form.Item>
        <Form.Item name="fileName" label={t('filters.fileName')}>
          <Input allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t('filters.status')}>
          <Select
            allowClear
            placeholder={t('list:filters.any')}
            options={[
              { value: 'normal', label: t('status.normal') },
              { value: 'expired', label: t('status.expired') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
