import { useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, DownloadOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { useListState } from '@/lib/use-list-state';
import { useConfirm } from '@/components/use-confirm';
import { formatDateTime } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useDeleteDocTemplate } from '../api/delete-doc-template';
import { useDownloadDocTemplate } from '../api/download-doc-template';
import { useDownloadUploadTemplate } from '../api/download-upload-template';
import { useDocTemplatesPage } from '../api/get-doc-templates-page';
import { UploadDialog } from '../components/upload-dialog';
import type { DocTemplate } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

/** Document template management (/docManage): list, upload, replace, download and delete templates; the upload-metadata template. */
export default function DocManagePage() {
  const { t } = useTranslation('doc-templates');
  const list = useListState<{ search: string }>({ search: '' });
  const [uploading, setUploading] = useState<DocTemplate | null | 'new'>(null);
  const templates = useDocTemplatesPage({ current: list.page, size: list.pageSize, ...(list.filters.search ? { templateName: list.filters.search } : {}) });
  const download = useDownloadDocTemplate();
  const downloadUploadTemplate = useDownloadUploadTemplate();
  const remove = useDeleteDocTemplate();
  const confirm = useConfirm();

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
    { title: t('fields.templateName'), dataIndex: 'templateName', key: 'templateName' },
    { title: t('fields.fileName'), dataIndex: 'fileName', key: 'fileName' },
    { title: t('fields.size'), key: 'totalSize', render: (_: unknown, row: DocTemplate) => formatBytes(row.totalSize) },
    { title: t('fields.uploader'), dataIndex: 'uploader', key: 'uploader' },
    { title: t('fields.updateTime'), key: 'updateTime', render: (_: unknown, row: DocTemplate) => formatDateTime(row.updateTime) },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false, loading = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} loading={loading} onClick={onClick} />
  );

  return (
    <AdminScreen
      title={t('routes:docManage')}
      extra={
        <Button icon={<DownloadOutlined />} loading={downloadUploadTemplate.isPending} onClick={() => void fetchUploadTemplate()}>
          {t('actions.uploadTemplate')}
        </Button>
      }
    >
      <CommonTable<DocTemplate>
        label={t('tableLabel')}
        rowKey="templateId"
        columns={columns}
        {...listTableProps(list, templates)}
        showIndex
        search={{
          value: list.filters.search,
          placeholder: t('searchPlaceholder'),
          onSearch: (search) => list.applyFilters({ ...list.filters, search }),
        }}
        onAdd={{ label: t('actions.add'), onClick: () => setUploading('new') }}
        rowActions={(row) => (
          <Space size={0}>
            {action(t('actions.download', { name: row.templateName }), <DownloadOutlined />, () => void fetchTemplate(row), false, download.isPending && download.variables === row.templateId)}
            {action(t('actions.replace', { name: row.templateName }), <SyncOutlined />, () => setUploading(row))}
            {action(t('actions.delete', { name: row.templateName }), <DeleteOutlined />, () =>
              void confirm({
                title: t('confirmDelete', { name: row.templateName }),
                okText: t('common:actions.delete'),
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(row.templateId);
                  notify.success(t('deleted'));
                },
              }), true)}
          </Space>
        )}
        emptyText={t('empty')}
      />
      <UploadDialog open={uploading !== null} template={uploading === 'new' ? null : uploading} onClose={() => setUploading(null)} />
    </AdminScreen>
  );
}
