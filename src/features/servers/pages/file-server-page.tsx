import { Progress, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { listFilterProps } from '@/components/common-table/list-table-props';
import { ToolbarSelect } from '@/components/common-table/toolbar-select';
import { useListState } from '@/lib/use-list-state';
import { useEditTarget } from '@/lib/use-edit-target';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useDeleteServer } from '../api/delete-server';
import { useServersPage } from '../api/get-servers-page';
import { ServerFormDialog } from '../components/server-form-dialog';
import { STATUSES, type FileServer, type ServerStatus } from '../types';

const STATUS_COLORS: Record<ServerStatus, string> = { online: 'green', offline: 'red', maintenance: 'orange' };

const SERVER_LIST: AdminListConfig<FileServer> = { ns: 'servers', route: 'fileServer', rowKey: 'serverId' };

/** Server management (/fileServer): the file servers with status and capacity; add, edit, remove. */
export default function FileServerPage() {
  const { t } = useTranslation('servers');
  const list = useListState<{ search: string; status?: ServerStatus }>({ search: '' });
  const editing = useEditTarget<FileServer>();
  const servers = useServersPage({
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { serverName: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
  });
  const remove = useDeleteServer();
  const confirmDelete = useConfirmDelete();

  const columns: ColumnsType<FileServer> = [
    {
      title: t('fields.serverName'),
      key: 'serverName',
      rowScope: 'row',
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
    {
      title: t('fields.status'),
      key: 'status',
      render: (_: unknown, s: FileServer) => <Tag color={STATUS_COLORS[s.status]}>{t(`status.${s.status}`)}</Tag>,
    },
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
      config={SERVER_LIST}
      list={list}
      query={servers}
      columns={columns}
      toolbar={
        <ToolbarSelect
          label={t('fields.status')}
          width={150}
          {...listFilterProps(list, 'status')}
          options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      }
      onAdd={editing.add}
      rowActions={(s) => [
        { label: t('actions.edit', { name: s.serverName }), icon: <EditOutlined />, onClick: () => editing.edit(s) },
        { label: t('actions.remove', { name: s.serverName }), icon: <DeleteOutlined />, onClick: () => askRemove(s), danger: true },
      ]}
    >
      <ServerFormDialog open={editing.open} server={editing.item} onClose={editing.close} />
    </AdminListScreen>
  );
}
