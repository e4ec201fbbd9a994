import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ReportScreen } from '@/components/report-screen';
import { StatusTag } from '@/components/status-tag';
import { formatFileSize } from '@/lib/file-types';
import { formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { useOaFiles } from '../api/get-oa-files';
import { OaFilterBar } from '../components/oa-filter-bar';
import { toOaPageQuery } from '../filters';
import { openOaDocument } from '../open-oa-document';
import type { OaFile, OaFilters } from '../types';

/** OA received files (/OaAcceptingDocuments): paging, search by title, filters, opening a document. */
export default function OaReceivedPage() {
  const { t } = useTranslation('oa');
  const [form] = Form.useForm<OaFilters>();
  const [title, setTitle] = useState('');
  const [opening, setOpening] = useState<string | null>(null);
  const list = useListState<OaFilters>({});
  const listQuery = useOaFiles(toOaPageQuery({ ...list.filters, title }, list.page, list.pageSize, list.sort));

  const open = async (file: OaFile) => {
    setOpening(file.id);
    try {
      await openOaDocument(file);
    } catch {
      // The client has shown why; the list stays as it was.
    } finally {
      setOpening(null);
    }
  };

  const columns: ColumnsType<OaFile> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('columns.title'),
      rowScope: 'row',
      sorter: true,
      render: (value: string, row) => <Typography.Link onClick={() => void open(row)}>{value}</Typography.Link>,
    },
    { key: 'fileName', dataIndex: 'fileName', title: t('columns.fileName') },
    { key: 'docNumber', dataIndex: 'docNumber', title: t('columns.docNumber'), sorter: true },
    { key: 'sender', dataIndex: 'sender', title: t('columns.sender'), sorter: true },
    { key: 'senderDepartment', dataIndex: 'senderDepartment', title: t('columns.department') },
    {
      key: 'receiveTime',
      dataIndex: 'receiveTime',
      title: t('columns.received'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      key: 'urgency',
      dataIndex: 'urgency',
      title: t('columns.urgency'),
      render: (value: OaFile['urgency']) => <StatusTag tone={value === 'urgent' ? 'red' : 'default'}>{t(`urgency.${value}`)}</StatusTag>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('columns.status'),
      render: (value: OaFile['status']) => <StatusTag tone={value === 'archived' ? 'green' : 'gold'}>{t(`status.${value}`)}</StatusTag>,
    },
    { key: 'totalSize', dataIndex: 'totalSize', title: t('columns.size'), sorter: true, render: (value: number) => formatFileSize(value) },
  ];

  return (
    <ReportScreen<OaFile>
      title={t('routes:OaAcceptingDocuments')}
      filterBar={<OaFilterBar form={form} onApply={list.applyFilters} />}
      list={list}
      query={listQuery}
      label={t('table')}
      rowKey="id"
      columns={columns}
      search={{
        value: title,
        placeholder: t('searchTitle'),
        onSearch: (text) => {
          setTitle(text);
          list.setPage(1, list.pageSize);
        },
      }}
      rowActions={(row) => (
        <Button
          size="small"
          icon={<FileSearchOutlined />}
          loading={opening === row.id}
          onClick={() => void open(row)}
          aria-label={t('openDocument', { title: row.title })}
        >
          {t('open')}
        </Button>
      )}
    />
  );
}
