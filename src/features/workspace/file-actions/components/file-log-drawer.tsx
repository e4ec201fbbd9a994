import { useState } from 'react';
import { Alert, Button, Drawer, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isFileOperation } from '@/entities/files/operations';
import { useFileLog, type FileLogEntry } from '../api/file-log';
import { errorText } from '../../shared/errors';

export const FILE_LOG_PAGE_SIZE = 10;

/** The operation log of one file (POST /files/showFilesLogPage {current, size, fileId}), newest first, paged. */
export function FileLogDrawer({ file, onClose }: { file: { fileId: string; fileName: string } | null; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const [page, setPage] = useState({ fileId: file?.fileId ?? null, current: 1, size: FILE_LOG_PAGE_SIZE });
  // Another file starts on its first page.
  if ((file?.fileId ?? null) !== page.fileId) setPage({ fileId: file?.fileId ?? null, current: 1, size: page.size });
  const log = useFileLog(file?.fileId ?? null, page.current, page.size);

  return (
    <Drawer open={file !== null} onClose={onClose} size={720} title={file ? t('log.title', { name: file.fileName }) : null}>
      {log.isError && (
        <Alert
          type="error"
          showIcon
          title={t('log.failed', { reason: errorText(log.error, t) })}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void log.refetch()} loading={log.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      <Table<FileLogEntry>
        size="small"
        rowKey="logId"
        aria-label={t('log.table')}
        loading={log.isFetching}
        dataSource={log.isError ? [] : (log.data?.records ?? [])}
        locale={{ emptyText: t('log.empty') }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: log.isError ? 0 : (log.data?.total ?? 0),
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 40],
          showTotal: (total) => t('common:table.total', { count: total }),
          onChange: (current, size) => setPage({ fileId: page.fileId, current: size !== page.size ? 1 : current, size }),
        }}
        columns={[
          {
            key: 'operateTime',
            title: t('log.time'),
            dataIndex: 'operateTime',
            width: 170,
            render: (value: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '--'),
          },
          {
            key: 'operation',
            title: t('log.operation'),
            dataIndex: 'operation',
            width: 130,
            render: (value: string) => (isFileOperation(value) ? t(`log.operations.${value}`) : value),
          },
          { key: 'operator', title: t('log.operator'), dataIndex: 'operator', width: 120 },
          { key: 'revision', title: t('log.revision'), dataIndex: 'revision', width: 80, render: (value?: number) => value ?? '--' },
          { key: 'remark', title: t('log.remark'), dataIndex: 'remark', render: (value?: string) => value || '--' },
        ]}
      />
    </Drawer>
  );
}
