import { useState, type ReactNode } from 'react';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, MenuUnfoldOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { useListState } from '@/lib/use-list-state';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirm } from '@/components/use-confirm';
import { notify } from '@/lib/notify';
import { useDeleteRole } from '../api/delete-role';
import { useRolesPage } from '../api/get-roles-page';
import { useUpdateRole } from '@/entities/roles/update-role';
import { RoleFormDialog } from '../components/role-form-dialog';
import { ROLE_NAME_MAX, roleLabel } from '../role-rules';
import type { RoleRow } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

/** Role management (/role): create, rename (inline or in the form) and delete roles; links to their menus and members. */
export default function RoleListPage() {
  const { t, i18n } = useTranslation('roles');
  const zh = i18n.language === 'zh';
  const navigate = useNavigate();
  const list = useListState<{ search: string }>({ search: '' });
  const [editing, setEditing] = useState<RoleRow | null | 'new'>(null);
  const roles = useRolesPage({ current: list.page, size: list.pageSize, ...(list.filters.search ? { roleName: list.filters.search } : {}) });
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const confirm = useConfirm();

  const rename = async (role: RoleRow, name: string) => {
    try {
      await update.mutateAsync({ roleId: role.roleId, ...(zh ? { roleName: name } : { roleNameEn: name }) });
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('common:errors.unknown'));
      throw error;
    }
  };

  const columns: ColumnsType<RoleRow> = [
    {
      title: t('fields.name'),
      key: 'name',
      render: (_: unknown, role: RoleRow) => (
        <EditableCell
          value={roleLabel(role, i18n.language)}
          maxLength={ROLE_NAME_MAX}
          label={t('renameLabel', { name: roleLabel(role, i18n.language) })}
          onSave={(next) => rename(role, next)}
        />
      ),
    },
    { title: zh ? t('fields.roleNameEn') : t('fields.roleName'), key: 'other', render: (_: unknown, role: RoleRow) => (zh ? role.roleNameEn : role.roleName) },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('fields.userCount'), dataIndex: 'userCount', key: 'userCount' },
    {
      title: t('fields.kind'),
      key: 'kind',
      render: (_: unknown, role: RoleRow) => (role.isSystemManager ? <Tag color="gold">{t('systemManager')}</Tag> : null),
    },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} onClick={onClick} />
  );

  const askDelete = (role: RoleRow) =>
    void confirm({
      title: t('confirmDelete', { name: roleLabel(role, i18n.language) }),
      content: t('deleteHint'),
      okText: t('common:actions.delete'),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(role.roleId);
        notify.success(t('deleted'));
      },
    });

  return (
    <AdminScreen title={t('routes:role')}>
      <CommonTable<RoleRow>
        label={t('tableLabel')}
        rowKey="roleId"
        columns={columns}
        {...listTableProps(list, roles)}
        showIndex
        search={{
          value: list.filters.search,
          placeholder: t('searchPlaceholder'),
          onSearch: (search) => list.applyFilters({ ...list.filters, search }),
        }}
        onAdd={{ label: t('actions.add'), onClick: () => setEditing('new') }}
        rowActions={(role) => {
          const name = roleLabel(role, i18n.language);
          return (
            <Space size={0}>
              {action(t('actions.edit', { name }), <EditOutlined />, () => setEditing(role))}
              {action(t('actions.menus', { name }), <MenuUnfoldOutlined />, () => navigate(`/rolesPermission?roleId=${role.roleId}`))}
              {action(t('actions.members', { name }), <TeamOutlined />, () => navigate(`/rolesPerson?roleId=${role.roleId}`))}
              {!role.isSystemManager && action(t('actions.delete', { name }), <DeleteOutlined />, () => askDelete(role), true)}
            </Space>
          );
        }}
      />
      <RoleFormDialog open={editing !== null} role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </AdminScreen>
  );
}
