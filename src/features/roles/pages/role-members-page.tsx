import { useState, type Key } from 'react';
import { Button, Empty, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserDeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { listSearchProps, listTableProps } from '@/components/common-table/list-table-props';
import { IconAction } from '@/components/icon-action/icon-action';
import { useConfirm } from '@/components/use-confirm';
import { notify } from '@/lib/notify';
import { useListState } from '@/lib/use-list-state';
import { useRoles } from '@/entities/roles/get-roles';
import { useRoleMembers } from '../api/get-role-members';
import { useRemoveRoleMembers } from '../api/remove-role-members';
import { AddMembersDialog } from '../components/add-members-dialog';
import { RolePicker } from '../components/role-picker';
import { roleLabel } from '../role-rules';
import type { RoleMember } from '../types';

/** Role members (/rolesPerson): which users hold a role; give it to users, take it away (one or many). */
export default function RoleMembersPage() {
  const { t, i18n } = useTranslation('roles');
  const english = i18n.language !== 'zh';
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const list = useListState<{ search: string }>({ search: '' });
  const [selected, setSelected] = useState<Key[]>([]);
  const [adding, setAdding] = useState(false);
  const roles = useRoles();
  const role = roles.data?.find((r) => r.roleId === roleId);
  const roleName = role ? roleLabel(role, i18n.language) : '';
  const members = useRoleMembers({
    roleId,
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { userName: list.filters.search } : {}),
  });
  const remove = useRemoveRoleMembers();
  const confirm = useConfirm();

  const askRemove = (users: RoleMember[]) =>
    void confirm({
      title:
        users.length === 1
          ? t('confirmRemoveOne', { name: users[0].username, role: roleName })
          : t('confirmRemoveMany', { count: users.length, role: roleName }),
      okText: t('actions.remove'),
      danger: true,
      onConfirm: async () => {
        const changed = await remove.mutateAsync({ roleId, userIds: users.map((u) => u.userId) });
        setSelected([]);
        notify.success(t('membersRemoved', { count: changed }));
      },
    });

  const columns: ColumnsType<RoleMember> = [
    { title: t('fields.username'), dataIndex: 'username', key: 'username', rowScope: 'row' },
    { title: t('fields.useraccount'), dataIndex: 'useraccount', key: 'useraccount' },
    { title: t('fields.jobNumber'), dataIndex: 'jobNumber', key: 'jobNumber' },
    {
      title: t('fields.department'),
      key: 'department',
      render: (_: unknown, row: RoleMember) => (english ? row.departmentEn : row.department),
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: RoleMember['status']) => <Tag color={value === 'enabled' ? 'green' : 'default'}>{t(`status.${value}`)}</Tag>,
    },
  ];

  const rows = members.data?.records ?? [];
  return (
    <AdminScreen title={t('routes:rolesPerson')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <RolePicker
          value={roleId}
          onChange={(next) => {
            setParams({ roleId: next });
            setSelected([]);
            list.setPage(1, list.pageSize);
          }}
        />
        {!roleId ? (
          <Empty description={t('pickRoleFirst')} />
        ) : (
          <CommonTable<RoleMember>
            label={t('membersLabel', { role: roleName })}
            rowKey="userId"
            columns={columns}
            {...listTableProps(list, members)}
            showIndex
            selection={{ selectedKeys: selected, onChange: setSelected }}
            search={listSearchProps(list, t('searchMembersPlaceholder'))}
            onAdd={{ label: t('actions.addMembers'), onClick: () => setAdding(true) }}
            toolbar={
              <Button danger disabled={selected.length === 0} onClick={() => askRemove(rows.filter((r) => selected.includes(r.userId)))}>
                {t('actions.removeSelected')}
              </Button>
            }
            rowActions={(row) => (
              <IconAction
                label={t('actions.removeMember', { name: row.username })}
                danger
                icon={<UserDeleteOutlined />}
                onClick={() => askRemove([row])}
              />
            )}
            emptyText={t('noMembers')}
          />
        )}
      </Space>
      {roleId && <AddMembersDialog roleId={roleId} roleName={roleName} open={adding} onClose={() => setAdding(false)} />}
    </AdminScreen>
  );
}
