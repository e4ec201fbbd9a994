import { useState } from 'react';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EyeOutlined, EditOutlined, KeyOutlined, StopOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { ToolbarSelect } from '@/components/common-table/toolbar-select';
import { useConfirm } from '@/components/use-confirm';
import { formatDateTime } from '@/lib/list-query';
import { useListState } from '@/lib/use-list-state';
import { useEditTarget } from '@/lib/use-edit-target';
import { notify } from '@/lib/notify';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useRoles } from '@/entities/roles/get-roles';
import { useUsersPage } from '../api/get-users-page';
import { useSetUserStatus } from '../api/set-user-status';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserDetailsDrawer } from '../components/user-details-drawer';
import { UserFormDialog } from '../components/user-form-dialog';
import type { UserFilters, UserRow } from '../types';

const SORTABLE = new Set(['username', 'useraccount', 'jobNumber', 'createTime']);
const USER_TYPES = ['internal', 'external'] as const;
const USER_STATUSES = ['enabled', 'disabled'] as const;

const USER_LIST: AdminListConfig<UserRow> = { ns: 'users', route: 'userInfo', rowKey: 'userId' };

/** User management (/userInfo): paged list with search and filters, create, edit, enable/disable, reset password, details. */
export default function UserListPage() {
  const { t, i18n } = useTranslation('users');
  const english = i18n.language !== 'zh';
  const list = useListState<UserFilters>({});
  const { filters, sort } = list;
  const editing = useEditTarget<UserRow>();
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [viewing, setViewing] = useState<UserRow | null>(null);
  const roles = useRoles();
  const departments = useFileParams('department');
  const setStatus = useSetUserStatus();
  const confirm = useConfirm();

  const query = {
    current: list.page,
    size: list.pageSize,
    ...filters,
    ...(sort && SORTABLE.has(sort.field) ? { orderColumn: sort.field, order: sort.order } : {}),
  };
  const users = useUsersPage(query);

  const filter = (next: Partial<UserFilters>) => list.applyFilters({ ...filters, ...next });

  const toggleStatus = (user: UserRow) => {
    const enable = user.status !== 'enabled';
    void confirm({
      title: enable ? t('confirmEnable', { name: user.username }) : t('confirmDisable', { name: user.username }),
      content: enable ? undefined : t('disableHint'),
      okText: enable ? t('actions.enable') : t('actions.disable'),
      danger: !enable,
      onConfirm: async () => {
        await setStatus.mutateAsync({ userId: user.userId, status: enable ? 'enabled' : 'disabled' });
        notify.success(enable ? t('enabled') : t('disabled'));
      },
    });
  };

  const columns: ColumnsType<UserRow> = [
    { title: t('fields.username'), dataIndex: 'username', key: 'username', sorter: true, rowScope: 'row' },
    { title: t('fields.useraccount'), dataIndex: 'useraccount', key: 'useraccount', sorter: true },
    { title: t('fields.jobNumber'), dataIndex: 'jobNumber', key: 'jobNumber', sorter: true },
    { title: t('fields.email'), dataIndex: 'email', key: 'email' },
    { title: t('fields.userType'), dataIndex: 'userType', key: 'userType', render: (value: UserRow['userType']) => t(`userType.${value}`) },
    {
      title: t('fields.department'),
      key: 'department',
      render: (_: unknown, row: UserRow) => (english ? row.departmentEn : row.department),
    },
    {
      title: t('fields.roles'),
      key: 'roles',
      render: (_: unknown, row: UserRow) => row.roles.map((r) => <Tag key={r.roleId}>{english ? r.roleNameEn : r.roleName}</Tag>),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: UserRow['status']) => <Tag color={value === 'enabled' ? 'green' : 'default'}>{t(`status.${value}`)}</Tag>,
    },
    {
      title: t('fields.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      render: (value?: string) => formatDateTime(value),
    },
  ];

  return (
    <AdminListScreen<UserRow>
      config={USER_LIST}
      list={list}
      query={users}
      columns={columns}
      search={{
        value: filters.userName ?? '',
        onSearch: (text) => filter({ userName: text || undefined }),
        placeholder: t('searchPlaceholder'),
      }}
      onAdd={editing.add}
      toolbar={
        <Space wrap>
          <ToolbarSelect
            label={t('fields.userType')}
            width={140}
            value={filters.userType}
            onChange={(userType) => filter({ userType })}
            options={USER_TYPES.map((value) => ({ value, label: t(`userType.${value}`) }))}
          />
          <ToolbarSelect
            label={t('fields.status')}
            width={120}
            value={filters.status}
            onChange={(status) => filter({ status })}
            options={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
          <ToolbarSelect
            label={t('fields.department')}
            width={180}
            searchable
            value={filters.departmentId}
            onChange={(departmentId) => filter({ departmentId })}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: english ? d.paramNameEn : d.paramName }))}
          />
          <ToolbarSelect
            label={t('fields.role')}
            width={180}
            searchable
            value={filters.roleId}
            onChange={(roleId) => filter({ roleId })}
            options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: english ? r.roleNameEn : r.roleName }))}
          />
        </Space>
      }
      rowActions={(row) => [
        { label: t('actions.details', { name: row.username }), icon: <EyeOutlined />, onClick: () => setViewing(row) },
        { label: t('actions.edit', { name: row.username }), icon: <EditOutlined />, onClick: () => editing.edit(row) },
        { label: t('actions.resetPasswordOf', { name: row.username }), icon: <KeyOutlined />, onClick: () => setResetting(row) },
        row.status === 'enabled'
          ? {
              label: t('actions.disableUser', { name: row.username }),
              icon: <StopOutlined />,
              onClick: () => toggleStatus(row),
              danger: true,
            }
          : { label: t('actions.enableUser', { name: row.username }), icon: <CheckCircleOutlined />, onClick: () => toggleStatus(row) },
      ]}
    >
      <UserFormDialog open={editing.open} user={editing.item} onClose={editing.close} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserDetailsDrawer user={viewing} onClose={() => setViewing(null)} />
    </AdminListScreen>
  );
}
