import { useState } from 'react';
import { Progress, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminListScreen } from '@/components/admin-list-screen';
import { listSearchProps } from '@/components/common-table/list-table-props';
import { ToolbarSelect } from '@/components/common-table/toolbar-select';
import { useListState } from '@/lib/use-list-state';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useDeleteServer } from '../api/delete-server';
import { useServersPage } from '../api/get-servers-page';
import { ServerFormDialog } from '../components/server-form-dialog';
import { STATUSES, type FileServer, type ServerStatus } from '../types';
import { RowActions } from '@/components/icon-action/row-actions';

const STATUS_COLORS: Record<ServerStatus, string> = { online: 'green', offline: 'red', maintenance: 'orange' };

/** Server management (/fileServer): the file servers with status and capacity; add, edit, remove. */
export default function FileServerPage() {
  const { t } = useTranslation('servers');
  const list = useListState<{ search: string; status?: ServerStatus }>({ search: '' });
  const [editing, setEditing] = useState<FileServer | null | 'new'>(null);
  const servers = useServersPage({ current: list.page, size: list.pageSize, ...(list.filters.search ? { serverName: list.filters.search } : {}), ...(list.filters.status ? { status: list.filters.status } : {}) });
  const remove = useDeleteServer();
  const confirmDelete = useConfirmDelete();

  const columns: ColumnsType<FileServer> = [
    {
      title: t('fields.serverName'),
      key: 'serverName',
      render: (_: unknown, s: FileServer) => (
        <Space size={4}>
          {s.serverName}
          {s.isDefault && <Tag color="blue">{t('default')}</Tag>}
        </Space>
      ),
    },
    { title: t('fields.protocol'), key: 'protocol', render: (_: unknown, s: FileServer) => t(`protocol.${s.protocol}`) },
    { title: t('fields.address'), key: 'address', render: (_: unknown, s: FileServer) => `${s.host}:${s.port}${s.rootPath}` },
    {
      title: t('fields.capacity'),
      key: 'capacity',
      render: (_: unknown, s: FileServer) => {
        const percent = s.capacity > 0 ? Math.round((s.used / s.capacity) * 1000) / 10 : 0;
        const text = t('usage', { used: formatBytes(s.used), capacity: formatBytes(s.capacity), percent });
        return (
          <div style={{ minWidth: 180 }}>
            <Progress percent={percent} size="small" status={percent >= 90 ? 'exception' : 'normal'} aria-label={text} showInfo={false} />
            <span style={{ fontSize: 12 }}>{text}</span>
          </div>
        );
      },
    },
    { title: t('fields.status'), key: 'status', render: (_: unknown, s: FileServer) => <Tag color={STATUS_COLORS[s.status]}>{t(`status.${s.status}`)}</Tag> },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const askRemove = (server: FileServer) =>
    void confirmDelete({
      title: t('confirmRemove', { name: server.serverName }),
      content: t('removeHint'),
      onConfirm: () => remove.mutateAsync(server.serverId),
      done: t('removed'),
    });

  return (
    <AdminListScreen<FileServer>
      title={t('routes:fileServer')}
      list={list}
      query={servers}
      label={t('tableLabel')}
      rowKey="serverId"
      columns={columns}
      search={listSearchProps(list, t('searchPlaceholder'))}
      toolbar={
        <ToolbarSelect
          label={t('fields.status')}
          width={150}
          value={list.filters.status}
          onChange={(status) => list.applyFilters({ ...list.filters, status })}
          options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      }
      onAdd={{ label: t('actions.add'), onClick: () => setEditing('new') }}
      rowActions={(s) => (
        <RowActions
          actions={[
            { label: t('actions.edit', { name: s.serverName }), icon: <EditOutlined />, onClick: () => setEditing(s) },
            { label: t('actions.remove', { name: s.serverName }), icon: <DeleteOutlined />, onClick: () => askRemove(s), danger: true },
          ]}
        />
      )}
      emptyText={t('empty')}
    >
      <ServerFormDialog open={editing !== null} server={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </AdminListScreen>
  );
}
