import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, MenuUnfoldOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { useListState } from '@/lib/use-list-state';
import { useEditTarget } from '@/lib/use-edit-target';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { useUpdateRole } from '@/entities/roles/update-role';
import { useDeleteRole } from '../api/delete-role';
import { useRolesPage } from '../api/get-roles-page';
import { RoleFormDialog } from '../components/role-form-dialog';
import { ROLE_NAME_MAX, roleLabel } from '../role-rules';
import type { RoleRow } from '../types';

const ROLE_LIST: AdminListConfig<RoleRow> = { ns: 'roles', route: 'role', rowKey: 'roleId' };

/** Role management (/role): create, rename (inline or in the form) and delete roles; links to their menus and members. */
export default function RoleListPage() {
  const { t, i18n } = useTranslation('roles');
  const zh = i18n.language === 'zh';
  const navigate = useNavigate();
  const list = useListState<{ search: string }>({ search: '' });
  const editing = useEditTarget<RoleRow>();
  const roles = useRolesPage({
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { roleName: list.filters.search } : {}),
  });
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const confirmDelete = useConfirmDelete();

  const rename = (role: RoleRow, name: string) =>
    update.mutateAsync({ roleId: role.roleId, ...(zh ? { roleName: name } : { roleNameEn: name }) });

  const columns: ColumnsType<RoleRow> = [
    {
      title: t('fields.name'),
      key: 'name',
      rowScope: 'row',
      render: (_: unknown, role: RoleRow) => (
        <EditableCell
          value={roleLabel(role, i18n.language)}
          maxLength={ROLE_NAME_MAX}
          label={t('renameLabel', { name: roleLabel(role, i18n.language) })}
          onSave={(next) => rename(role, next)}
          saved={t('saved')}
        />
      ),
    },
    {
      title: zh ? t('fields.roleNameEn') : t('fields.roleName'),
      key: 'other',
      render: (_: unknown, role: RoleRow) => (zh ? role.roleNameEn : role.roleName),
    },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('fields.userCount'), dataIndex: 'userCount', key: 'userCount' },
    {
      title: t('fields.kind'),
      key: 'kind',
      render: (_: unknown, role: RoleRow) => (role.isSystemManager ? <Tag color="gold">{t('systemManager')}</Tag> : null),
    },
  ];

  const askDelete = (role: RoleRow) =>
    void confirmDelete({
      title: t('confirmDelete', { name: roleLabel(role, i18n.language) }),
      content: t('deleteHint'),
      onConfirm: () => remove.mutateAsync(role.roleId),
      done: t('deleted'),
    });

  return (
    <AdminListScreen<RoleRow>
      config={ROLE_LIST}
      list={list}
      query={roles}
      columns={columns}
      onAdd={editing.add}
      rowActions={(role) => {
        const name = roleLabel(role, i18n.language);
        return [
          { label: t('actions.edit', { name }), icon: <EditOutlined />, onClick: () => editing.edit(role) },
          {
            label: t('actions.menus', { name }),
            icon: <MenuUnfoldOutlined />,
            onClick: () => navigate(`/rolesPermission?roleId=${role.roleId}`),
          },
          { label: t('actions.members', { name }), icon: <TeamOutlined />, onClick: () => navigate(`/rolesPerson?roleId=${role.roleId}`) },
          !role.isSystemManager && {
            label: t('actions.delete', { name }),
            icon: <DeleteOutlined />,
            onClick: () => askDelete(role),
            danger: true,
          },
        ];
      }}
    >
      <RoleFormDialog open={editing.open} role={editing.item} onClose={editing.close} />
    </AdminListScreen>
  );
}
