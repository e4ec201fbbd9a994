import { Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ReportScreen } from '@/components/report-screen';
import { StatusTag } from '@/components/status-tag';
import { formatDate, formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { exportMouldOutgoingLogs } from '../api/export-mould-outgoing-logs';
import { useMouldOutgoingLogs } from '../api/get-mould-outgoing-logs';
import { MouldOutgoingFilterBar } from '../components/mould-outgoing-filter-bar';
import { toMouldPageQuery, toMouldParams } from '../filters';
import type { MouldOutgoingFilters, MouldOutgoingLog, MouldStatus } from '../types';

/** Shell mould outgoing log (/housOutLog): filters, paging, sorting and export. */
export default function MouldOutgoingLogPage() {
  const { t } = useTranslation('outgoing');
  const [form] = Form.useForm<MouldOutgoingFilters>();
  const list = useListState<MouldOutgoingFilters>({});
  const listQuery = useMouldOutgoingLogs(toMouldPageQuery(list.filters, list.page, list.pageSize, list.sort));

  const columns: ColumnsType<MouldOutgoingLog> = [
    {
      key: 'outTime',
      dataIndex: 'outTime',
      title: t('mould.columns.sentOut'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'mouldNumber', dataIndex: 'mouldNumber', title: t('mould.columns.mouldNumber'), sorter: true },
    { key: 'mouldName', dataIndex: 'mouldName', title: t('mould.columns.mouldName'), rowScope: 'row' },
    { key: 'partNumber', dataIndex: 'partNumber', title: t('mould.columns.partNumber') },
    { key: 'supplier', dataIndex: 'supplier', title: t('mould.columns.supplier'), sorter: true },
    { key: 'quantity', dataIndex: 'quantity', title: t('mould.columns.quantity'), sorter: true },
    { key: 'sender', dataIndex: 'sender', title: t('mould.columns.sender') },
    { key: 'approver', dataIndex: 'approver', title: t('mould.columns.approver') },
    {
      key: 'expectedReturn',
      dataIndex: 'expectedReturn',
      title: t('mould.columns.expectedReturn'),
      sorter: true,
      render: (value: string) => formatDate(value),
    },
    { key: 'returnTime', dataIndex: 'returnTime', title: t('mould.columns.returned'), render: (value: string | null) => formatDate(value) },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('mould.columns.status'),
      render: (value: MouldStatus) => <StatusTag tone={value === 'returned' ? 'green' : 'gold'}>{t(`mould.statuses.${value}`)}</StatusTag>,
    },
    { key: 'remark', dataIndex: 'remark', title: t('mould.columns.remark') },
  ];

  return (
    <ReportScreen<MouldOutgoingLog>
      title={t('routes:housOutLog')}
      filterBar={<MouldOutgoingFilterBar form={form} onApply={list.applyFilters} />}
      list={list}
      query={listQuery}
      label={t('mould.table')}
      rowKey="id"
      columns={columns}
      exportFile={{
        fallbackFileName: 'shell-mould-outgoing-log.xlsx',
        run: (options) => exportMouldOutgoingLogs(toMouldParams(list.filters, list.sort), options),
      }}
    />
  );
}
