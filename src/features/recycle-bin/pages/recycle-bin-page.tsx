import { useMemo, useState, type Key } from 'react';
import { Alert, Button, Card, Form, Space, Tooltip, Typography } from 'antd';
import { DeleteOutlined, RedoOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { StatusTag } from '@/components/status-tag';
import { ReasonDialog } from '@/components/reason-dialog';
import { useConfirm } from '@/components/use-confirm';
import { formatDateTime } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { offerUndo, undoEach } from '@/lib/undo';
import { refreshQueries } from '@/lib/api/invalidating-mutation';
import { voidFile } from '@/entities/files/set-file-void';
import { useListState } from '@/lib/use-list-state';
import { useSystemSettings } from '@/entities/file-params/get-param-config';
import { revealBidi } from '@/lib/names';
import { DangerContrast } from '@/components/danger-contrast';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { BatchOutcome, BinFile, BinFilters } from '../types';
import { canManageBinFile, purgeInfo, toBinPageQuery } from '../rules';
import { BinFilterBar } from '../components/bin-filter-bar';
import { BatchFailures } from '../components/batch-failures';
import { useRestoreFiles } from '../api/restore-file';
import { useRestartFiles } from '../api/restart-files';
import { useRecycleBin } from '../api/get-recycle-bin';
import { useDeleteFilesPermanently } from '../api/delete-files-permanently';
import { fileNameColumn } from '../components/file-name-column';
import { binBatchRefresh } from '../api/batch';

/** How many names a confirmation lists before 'and N more'. */
const NAMES_SHOWN = 5;

/**
 * Recycle bin (/abandonpage): the voided files the user may see, with filters, paging and sorting; restore
 * and restart (one or several, each failure listed without losing the others; restart asks one reason, spec
 * §4–5) and permanent delete (asks first). Each action is a button on its row (mouse, touch, Tab and Enter)
 * and on the selection. Each file says when the bin deletes it for good (the retention setting; system
 * files are kept). Actions are offered only on files where the user holds file level 50 or directory level 7.
 */
export default function RecycleBinPage() {
  const { t } = useTranslation('recycle-bin');
  const [form] = Form.useForm<BinFilters>();
  const list = useListState<BinFilters>({});
  const query = toBinPageQuery(list.filters, list.page, list.pageSize, list.sort);
  const files = useRecycleBin(query);
  const retentionMonths = useSystemSettings().settings.recycleBinMonths;
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [failures, setFailures] = useState<{ action: 'restore' | 'restart'; files: { id: string; name: string; message: string }[] }>({
    action: 'restore',
    files: [],
  });
  const [restartTargets, setRestartTargets] = useState<BinFile[] | null>(null);
  const restore = useRestoreFiles();
  const restart = useRestartFiles();
  const remove = useDeleteFilesPermanently();
  const confirm = useConfirm();
  const phone = useMediaQuery(PHONE_QUERY);
  const client = useQueryClient();

  const rows = files.data?.records;
  const selectedRows = useMemo(() => (rows ?? []).filter((row) => selectedKeys.includes(row.fileId)), [rows, selectedKeys]);

  const clearFailures = () => setFailures((current) => ({ ...current, files: [] }));

  /** Each file's result: what failed is listed and stays selected for another try; the rest leaves the selection. */
  const report = (action: 'restore' | 'restart', outcome: BatchOutcome<BinFile>, fallbackReason = '') => {
    if (outcome.done.length > 0) {
      const done = outcome.done;
      offerUndo({
        message: t(action === 'restore' ? 'restored' : 'restarted', { count: done.length }),
        // Back to the bin with the reason each file was set invalid for (the restart's own reason if it had none).
        undo: () => undoEach(done, (file) => voidFile({ fileId: file.fileId, reason: file.voidReason || fallbackReason })),
        refresh: () => refreshQueries(client, binBatchRefresh.keys, binBatchRefresh),
      });
    }
    setFailures({ action, files: outcome.failed.map(({ item, message }) => ({ id: item.fileId, name: item.fileName, message })) });
    const doneIds = new Set(outcome.done.map((file) => file.fileId));
    setSelectedKeys((keys) => keys.filter((key) => !doneIds.has(String(key))));
  };

  const runRestore = async (files: BinFile[]) => {
    clearFailures();
    report('restore', await restore.mutateAsync(files));
  };

  const runRestart = async (files: BinFile[], reason: string) => {
    clearFailures();
    const outcome = await restart.mutateAsync({ files, reason });
    setRestartTargets(null);
    report('restart', outcome, reason);
  };

  const askDelete = (files: BinFile[]) => {
    const names = files.slice(0, NAMES_SHOWN).map((file) => file.fileName);
    void confirm({
      title: t('deleteTitle', { count: files.length }),
      content: (
        <>
          <p>{t('deleteWarning')}</p>
          <ul style={{ paddingInlineStart: 18 }}>
            {names.map((name, index) => (
              <li key={`${index}-${name}`}>{revealBidi(name)}</li>
            ))}
          </ul>
          {files.length > NAMES_SHOWN && <p>{t('andMore', { count: files.length - NAMES_SHOWN })}</p>}
        </>
      ),
      okText: t('deleteOk'),
      danger: true,
      onConfirm: async () => {
        clearFailures();
        const count = await remove.mutateAsync(files.map((file) => file.fileId));
        notify.success(t('deleted', { count: typeof count === 'number' ? count : files.length }));
        const ids = new Set(files.map((file) => file.fileId));
        setSelectedKeys((keys) => keys.filter((key) => !ids.has(String(key))));
      },
    });
  };

  const purgeText = (file: BinFile) => {
    const info = purgeInfo(file, retentionMonths);
    if (info.kind === 'kept') return <StatusTag tone="geekblue">{t('kept')}</StatusTag>;
    if (info.kind === 'unknown') return null;
    return (
      <StatusTag tone={info.days <= 7 ? 'red' : 'default'}>
        {info.days === 0 ? t('purgeToday') : t('purgeInDays', { count: info.days })}
      </StatusTag>
    );
  };

  const columns: ColumnsType<BinFile> = [
    fileNameColumn<BinFile>(t('columns.name')),
    { key: 'dirName', dataIndex: 'dirName', title: t('columns.folder') },
    { key: 'fileType', dataIndex: 'fileType', title: t('columns.type'), sorter: true },
    {
      key: 'totalSize',
      dataIndex: 'totalSize',
      title: t('columns.size'),
      sorter: true,
      render: (bytes: number, row) => row.fileSize ?? bytes,
    },
    { key: 'voidedBy', dataIndex: 'voidedBy', title: t('columns.voidedBy') },
    {
      key: 'voidedAt',
      dataIndex: 'voidedAt',
      title: t('columns.voidedAt'),
      sorter: true,
      render: (value: string | null) => formatDateTime(value),
    },
    { key: 'voidReason', dataIndex: 'voidReason', title: t('columns.reason') },
    { key: 'purge', title: t('columns.purge'), render: (_: unknown, row) => purgeText(row) },
  ];

  const busy = restore.isPending || restart.isPending || remove.isPending;
  const manageable = selectedRows.filter(canManageBinFile);

  return (
    <DangerContrast>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('routes:abandonpage')}
          </Typography.Title>
        }
      >
        <Alert type="info" showIcon title={t('retention', { count: retentionMonths })} style={{ marginBottom: 12 }} />
        <BinFilterBar
          form={form}
          onApply={(filters) => {
            setSelectedKeys([]);
            list.applyFilters(filters);
          }}
        />
        <BatchFailures
          title={t(failures.action === 'restore' ? 'restoreFailed' : 'restartFailed', { count: failures.files.length })}
          failures={failures.files}
          onClose={clearFailures}
        />
        <CommonTable<BinFile>
          label={t('table')}
          rowKey="fileId"
          columns={columns}
          {...listTableProps(list, files)}
          onPageChange={(page, size) => {
            setSelectedKeys([]);
            list.setPage(page, size);
          }}
          showIndex
          emptyText={t('empty')}
          selection={{ selectedKeys, onChange: setSelectedKeys, isSelectable: canManageBinFile }}
          toolbar={
            <Space wrap>
              <Tooltip title={t('restoreTip')}>
                <Button
                  icon={<RollbackOutlined />}
                  disabled={manageable.length === 0 || busy}
                  loading={restore.isPending}
                  onClick={() => void runRestore(manageable)}
                >
                  {t('restoreSelected', { count: manageable.length })}
                </Button>
              </Tooltip>
              <Tooltip title={t('restartTip')}>
                <Button icon={<RedoOutlined />} disabled={manageable.length === 0 || busy} onClick={() => setRestartTargets(manageable)}>
                  {t('restartSelected', { count: manageable.length })}
                </Button>
              </Tooltip>
              <Button danger icon={<DeleteOutlined />} disabled={manageable.length === 0 || busy} onClick={() => askDelete(manageable)}>
                {t('deleteSelected', { count: manageable.length })}
              </Button>
            </Space>
          }
          rowActions={(row) => {
            // On a phone the buttons keep only their icons, and the row's name sits above them: the held
            // actions column would otherwise cover the name column, which scrolls under it.
            const actions = canManageBinFile(row) ? (
              <Space size="small">
                <Tooltip title={t('restoreTip')}>
                  <Button
                    size="small"
                    icon={<RollbackOutlined />}
                    disabled={busy}
                    aria-label={t('restoreOne', { name: row.fileName })}
                    onClick={() => void runRestore([row])}
                  >
                    {!phone && t('restore')}
                  </Button>
                </Tooltip>
                <Tooltip title={t('restartTip')}>
                  <Button
                    size="small"
                    icon={<RedoOutlined />}
                    disabled={busy}
                    aria-label={t('restartOne', { name: row.fileName })}
                    onClick={() => setRestartTargets([row])}
                  >
                    {!phone && t('restart')}
                  </Button>
                </Tooltip>
                <Tooltip title={phone ? t('delete') : undefined}>
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    disabled={busy}
                    aria-label={t('deleteOne', { name: row.fileName })}
                    onClick={() => askDelete([row])}
                  >
                    {!phone && t('delete')}
                  </Button>
                </Tooltip>
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('noRights')}</Typography.Text>
            );
            if (!phone) return actions;
            return (
              <div style={{ maxWidth: 170 }}>
                <Typography.Text ellipsis={{ tooltip: revealBidi(row.fileName) }} style={{ display: 'block' }}>
                  {revealBidi(row.fileName)}
                </Typography.Text>
                {actions}
              </div>
            );
          }}
        />
        {/* Mounted only while asking, so each time it opens empty and focused on the reason. */}
        {restartTargets && (
          <ReasonDialog
            open
            title={
              restartTargets.length === 1
                ? t('restartTitleOne', { name: restartTargets[0].fileName })
                : t('restartTitle', { count: restartTargets.length })
            }
            description={t('restartHint')}
            okText={t('restart')}
            onCancel={() => setRestartTargets(null)}
            onSubmit={(reason) => runRestart(restartTargets, reason)}
          />
        )}
      </Card>
    </DangerContrast>
  );
}
