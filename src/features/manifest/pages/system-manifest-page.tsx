import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { FileExcelOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '@/components/admin-only';
import { ReportScreen } from '@/components/report-screen';
import { StatusTag } from '@/components/status-tag';
import { openPreview, previewKind } from '@/lib/file-types';
import { formatDate, formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { revealBidi } from '@/lib/names';
import { exportSystemFiles } from '../api/export-system-files';
import { useSystemFiles } from '../api/get-system-files';
import { FolderExportDialog } from '../components/folder-export-dialog';
import { ManifestFilterBar } from '../components/manifest-filter-bar';
import { SystemFileImportDialog } from '../components/system-file-import-dialog';
import { toManifestPageQuery, toManifestParams } from '../filters';
import type { ManifestFilters, SystemFile } from '../types';

/**
 * System file manifest (/exportfilelist): filters, paging, sorting, export to Excel, a folder's manifest, and
 * for system managers (rights entry 123, §6) the import of file metadata from a workbook.
 */
export default function SystemManifestPage() {
  const { t } = useTranslation('manifest');
  const [form] = Form.useForm<ManifestFilters>();
  const [folderExportOpen, setFolderExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const list = useListState<ManifestFilters>({});
  const listQuery = useSystemFiles(toManifestPageQuery(list.filters, list.page, list.pageSize, list.sort));

  const columns: ColumnsType<SystemFile> = [
    { key: 'documentNumber', dataIndex: 'documentNumber', title: t('columns.documentNumber'), sorter: true },
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('columns.fileName'),
      rowScope: 'row',
      sorter: true,
      render: (name: string, row) =>
        previewKind(row) === 'none' ? (
          revealBidi(name)
        ) : (
          <Typography.Link onClick={() => openPreview(row)}>{revealBidi(name)}</Typography.Link>
        ),
    },
    { key: 'revision', dataIndex: 'revision', title: t('columns.revision'), sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (status: SystemFile['status']) => (
        <StatusTag tone={status === 'expired' ? 'orange' : 'green'}>{t(`status.${status}`)}</StatusTag>
      ),
    },
    { key: 'editDate', dataIndex: 'editDate', title: t('columns.editDate'), sorter: true, render: (value: string) => formatDate(value) },
    {
      key: 'updateTime',
      dataIndex: 'updateTime',
      title: t('columns.updateTime'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'leadingDepartment', dataIndex: 'leadingDepartment', title: t('columns.department'), sorter: true },
    { key: 'documentCategory', dataIndex: 'documentCategory', title: t('columns.category'), sorter: true },
    { key: 'fileLevel', dataIndex: 'fileLevel', title: t('columns.fileLevel') },
    { key: 'publisher', dataIndex: 'publisher', title: t('columns.publisher') },
  ];

  return (
    <ReportScreen<SystemFile>
      title={t('routes:exportfilelist')}
      filterBar={<ManifestFilterBar form={form} onApply={list.applyFilters} />}
      list={list}
      query={listQuery}
      label={t('table')}
      rowKey="fileId"
      columns={columns}
      exportFile={{
        fallbackFileName: 'system-file-manifest.xlsx',
        run: (options) => exportSystemFiles(toManifestParams(list.filters, list.sort), options),
      }}
      toolbar={
        <>
          <Button icon={<FolderOpenOutlined />} onClick={() => setFolderExportOpen(true)}>
            {t('folderExport.open')}
          </Button>
          <AdminOnly>
            <Button icon={<FileExcelOutlined />} onClick={() => setImportOpen(true)}>
              {t('import.open')}
            </Button>
          </AdminOnly>
        </>
      }
    >
      <FolderExportDialog open={folderExportOpen} onClose={() => setFolderExportOpen(false)} />
      <AdminOnly>
        <SystemFileImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      </AdminOnly>
    </ReportScreen>
  );
}
