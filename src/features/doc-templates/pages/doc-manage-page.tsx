import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { useListState } from '@/lib/use-list-state';
import { useEditTarget } from '@/lib/use-edit-target';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatDateTime } from '@/lib/list-query';
import { saveBlob } from '@/lib/save-blob';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useDeleteDocTemplate } from '../api/delete-doc-template';
import { useDownloadDocTemplate } from '../api/download-doc-template';
import { useDownloadUploadTemplate } from '../api/download-upload-template';
import { useDocTemplatesPage } from '../api/get-doc-templates-page';
import { UploadDialog } from '../components/upload-dialog';
import type { DocTemplate } from '../types';

const DOC_TEMPLATE_LIST: AdminListConfig<DocTemplate> = { ns: 'doc-templates', route: 'docManage', rowKey: 'templateId' };

/** Document template management (/docManage): list, upload, replace, download and delete templates; the upload-metadata template. */
export default function DocManagePage() {
  const { t } = useTranslation('doc-templates');
  const list = useListState<{ search: string }>({ search: '' });
  const uploading = useEditTarget<DocTemplate>();
  const templates = useDocTemplatesPage({
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { templateName: list.filters.search } : {}),
  });
  const download = useDownloadDocTemplate();
  const downloadUploadTemplate = useDownloadUploadTemplate();
  const remove = useDeleteDocTemplate();
  const confirmDelete = useConfirmDelete();

  const fetchTemplate = async (row: DocTemplate) => {
    try {
      const { blob, fileName } = await download.mutateAsync(row.templateId);
      saveBlob(blob, fileName ?? row.fileName);
    } catch {
      // The client has shown why.
    }
  };
  const fetchUploadTemplate = async () => {
    try {
      const { blob, fileName } = await downloadUploadTemplate.mutateAsync();
      saveBlob(blob, fileName ?? 'template');
    } catch {
      // The client has shown why.
    }
  };

  const columns: ColumnsType<DocTemplate> = [
    { title: t('fields.templateName'), dataIndex: 'templateName', key: 'templateName', rowScope: 'row' },
    { title: t('fields.fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('fields.size'), key: 'totalSize', render: (_: unknown, row: DocTemplate) => formatBytes(row.totalSize) },
    { title: t('fields.uploader'), dataIndex: 'uploader', key: 'uploader' },
    { title: t('fields.updateTime'), key: 'updateTime', render: (_: unknown, row: DocTemplate) => formatDateTime(row.updateTime) },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const askDelete = (row: DocTemplate) =>
    void confirmDelete({
      title: t('confirmDelete', { name: row.templateName }),
      onConfirm: () => remove.mutateAsync(row.templateId),
      done: t('deleted'),
    });

  return (
    <AdminListScreen<DocTemplate>
      config={DOC_TEMPLATE_LIST}
      extra={
        <Button icon={<DownloadOutlined />} loading={downloadUploadTemplate.isPending} onClick={() => void fetchUploadTemplate()}>
          {t('actions.uploadTemplate')}
        </Button>
      }
      list={list}
      query={templates}
      columns={columns}
      onAdd={uploading.add}
      rowActions={(row) => [
        {
          label: t('actions.download', { name: row.templateName }),
          icon: <DownloadOutlined />,
          onClick: () => void fetchTemplate(row),
          loading: download.isPending && download.variables === row.templateId,
        },
        { label: t('actions.replace', { name: row.templateName }), icon: <SyncOutlined />, onClick: () => uploading.edit(row) },
        { label: t('actions.delete', { name: row.templateName }), icon: <DeleteOutlined />, onClick: () => askDelete(row), danger: true },
      ]}
    >
      <UploadDialog open={uploading.open} template={uploading.item} onClose={uploading.close} />
    </AdminListScreen>
  );
}
