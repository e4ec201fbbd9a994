import { Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ReportScreen } from '@/components/report-screen';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { exportOperationLogs } from '../api/export-operation-logs';
import { useOperationLogs } from '../api/get-operation-logs';
import { LogFilterBar } from '../components/log-filter-bar';
import { toLogFilterParams, toLogPageQuery } from '../filters';
import type { LogFilters, Operation, OperationLog } from '../types';

const TAG_COLORS: Partial<Record<Operation, StatusTone>> = {
  upload: 'green',
  update: 'blue',
  void: 'volcano',
  delete: 'red',
  restart: 'cyan',
  restore: 'cyan',
  changeEditDate: 'purple',
};

/** Log management (/logger): the operation log with filters, paging, sorting and export. */
export default function OperationLogPage() {
  const { t } = useTranslation('logs');
  const [form] = Form.useForm<LogFilters>();
  const list = useListState<LogFilters>({});
  const listQuery = useOperationLogs(toLogPageQuery(list.filters, list.page, list.pageSize, list.sort));

  const columns: ColumnsType<OperationLog> = [
    {
      key: 'operateTime',
      dataIndex: 'operateTime',
      title: t('columns.time'),
      sorter: true,
      render: (value: string) => formatDateTime(value),
    },
    { key: 'operator', dataIndex: 'operator', title: t('columns.user'), sorter: true },
    {
      key: 'operation',
      dataIndex: 'operation',
      title: t('columns.action'),
      sorter: true,
      render: (value: Operation) => <StatusTag tone={TAG_COLORS[value]}>{t(`operations.${value}`, { defaultValue: value })}</StatusTag>,
    },
    { key: 'fileName', dataIndex: 'fileName', title: t('columns.file'), sorter: true, rowScope: 'row' },
    { key: 'revision', dataIndex: 'revision', title: t('columns.revision') },
    { key: 'remark', dataIndex: 'remark', title: t('columns.remark') },
  ];

  return (
    <ReportScreen<OperationLog>
      title={t('routes:logger')}
      filterBar={<LogFilterBar form={form} onApply={list.applyFilters} />}
      list={list}
      query={listQuery}
      label={t('table')}
      rowKey="logId"
      columns={columns}
      exportFile={{
        fallbackFileName: 'operation-log.xlsx',
        run: (options) => exportOperationLogs(toLogFilterParams(list.filters, list.sort), options),
      }}
    />
  );
}
