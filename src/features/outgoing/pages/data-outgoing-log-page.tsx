import { Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ReportScreen } from '@/components/report-screen';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { exportDataOutgoingLogs } from '../api/export-data-outgoing-logs';
import { useDataOutgoingLogs } from '../api/get-data-outgoing-logs';
import { DataOutgoingFilterBar } from '../components/data-outgoing-filter-bar';
import { toDataPageQuery, toDataParams } from '../filters';
import type { DataOutgoingFilters, DataOutgoingLog, OutgoingChannel } from '../types';

const CHANNEL_COLORS: Record<OutgoingChannel, StatusTone> = { email: 'blue', link: 'geekblue', usb: 'orange' };

/** Data outgoing log (/outgoingLog): filters, paging, sorting and export. */
export default function DataOutgoingLogPage() {
  const { t } = useTranslation('outgoing');
  const [form] = Form.useForm<DataOutgoingFilters>();
  const list = useListState<DataOutgoingFilters>({});
  const listQuery = useDataOutgoingLogs(toDataPageQuery(list.filters, list.page, list.pageSize, list.sort));

  const columns: ColumnsType<DataOutgoingLog> = [
    {
      key: 'sendTime',
      dataIndex: 'sendTime',
      title: t('data.columns.sent'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'documentNumber', dataIndex: 'documentNumber', title: t('data.columns.documentNumber'), sorter: true },
    { key: 'fileName', dataIndex: 'fileName', title: t('data.columns.fileName'), sorter: true, rowScope: 'row' },
    { key: 'revision', dataIndex: 'revision', title: t('data.columns.revision') },
    { key: 'receiverCompany', dataIndex: 'receiverCompany', title: t('data.columns.company'), sorter: true },
    { key: 'receiverName', dataIndex: 'receiverName', title: t('data.columns.receiver') },
    { key: 'receiverEmail', dataIndex: 'receiverEmail', title: t('data.columns.email') },
    { key: 'sender', dataIndex: 'sender', title: t('data.columns.sender'), sorter: true },
    { key: 'department', dataIndex: 'department', title: t('data.columns.department') },
    { key: 'purpose', dataIndex: 'purpose', title: t('data.columns.purpose') },
    {
      key: 'channel',
      dataIndex: 'channel',
      title: t('data.columns.channel'),
      render: (value: OutgoingChannel) => <StatusTag tone={CHANNEL_COLORS[value]}>{t(`data.channels.${value}`)}</StatusTag>,
    },
  ];

  return (
    <ReportScreen<DataOutgoingLog>
      title={t('routes:outgoingLog')}
      filterBar={<DataOutgoingFilterBar form={form} onApply={list.applyFilters} />}
      list={list}
      query={listQuery}
      label={t('data.table')}
      rowKey="id"
      columns={columns}
      exportFile={{
        fallbackFileName: 'data-outgoing-log.xlsx',
        run: (options) => exportDataOutgoingLogs(toDataParams(list.filters, list.sort), options),
      }}
    />
  );
}
