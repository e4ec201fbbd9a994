import { useState } from 'react';
import { Card, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { queryTableProps } from '@/components/common-table/list-table-props';
import { useLocalList } from '@/components/common-table/use-local-list';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { IconAction } from '@/components/icon-action/icon-action';
import { notify } from '@/lib/notify';
import { useRoles } from '@/entities/roles/get-roles';
import { useDirAdmins } from '../api/get-dir-admins';
import { useSaveDirGrant } from '../api/save-dir-grant';
import { DirAdminDialog } from '../components/dir-admin-dialog';
import { RoleLevelsDialog } from '../components/role-levels-dialog';
import { dirLevelLabel, fileLevelLabel, roleName } from '../levels';
import type { DirAdminRow, RoleSummary } from '../types';

/** Privilege management (/rights): each role's maximum directory and file levels and default file level; the directory administrators. */
export default function RightsPage() {
  const { t, i18n } = useTranslation('permissions');
  const roles = useRoles();
  const admins = useDirAdmins();
  const save = useSaveDirGrant();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<RoleSummary | null>(null);
  const [addingAdmin, setAddingAdmin] = useState(false);
  const roleList = useLocalList(roles.data);
  const adminList = useLocalList(admins.data);

  const roleColumns: ColumnsType<RoleSummary> = [
    { title: t('role'), key: 'name', rowScope: 'row', render: (_: unknown, role: RoleSummary) => roleName(role, i18n.language) },
    {
      title: t('fields.maxDirLevel'),
      key: 'maxDirLevel',
      render: (_: unknown, role: RoleSummary) =>
        role.isSystemManager ? <Tag color="gold">{t('adminLevel')}</Tag> : dirLevelLabel(t, role.maxDirLevel),
    },
    {
      title: t('fields.maxFileLevel'),
      key: 'maxFileLevel',
      render: (_: unknown, role: RoleSummary) => (role.isSystemManager ? '' : fileLevelLabel(t, role.maxFileLevel)),
    },
    {
      title: t('fields.defaultFileLevel'),
      key: 'defaultFileLevel',
      render: (_: unknown, role: RoleSummary) => (role.isSystemManager ? '' : fileLevelLabel(t, role.defaultFileLevel)),
    },
  ];
  const adminColumns: ColumnsType<DirAdminRow> = [
    { title: t('role'), key: 'role', rowScope: 'row', render: (_: unknown, row: DirAdminRow) => roleName(row, i18n.language) },
    { title: t('fields.folder'), dataIndex: 'path', key: 'path' },
  ];

  return (
    <AdminScreen title={t('routes:rights')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small" title={t('roleLevels')}>
          <CommonTable<RoleSummary>
            label={t('roleLevels')}
            rowKey="roleId"
            columns={roleColumns}
            {...roleList.tableProps}
            {...queryTableProps(roles)}
            showIndex
            rowActions={(role) =>
              role.isSystemManager ? null : (
                <IconAction
                  label={t('actions.editLevels', { role: roleName(role, i18n.language) })}
                  icon={<EditOutlined />}
                  onClick={() => setEditing(role)}
                />
              )
            }
          />
        </Card>
        <Card size="small" title={t('dirAdmins')}>
          <CommonTable<DirAdminRow>
            label={t('dirAdmins')}
            rowKey="grantId"
            columns={adminColumns}
            {...adminList.tableProps}
            {...queryTableProps(admins)}
            showIndex
            onAdd={{ label: t('actions.addDirAdmin'), onClick: () => setAddingAdmin(true) }}
            rowActions={(row) => {
              const label = t('actions.removeDirAdmin', { role: roleName(row, i18n.language), folder: row.dirName ?? '' });
              return (
                <IconAction
                  label={label}
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() =>
                    void confirmDelete({
                      title: t('confirmRemoveDirAdmin', { role: roleName(row, i18n.language), folder: row.path ?? '' }),
                      content: t('removeDirAdminHint'),
                      okText: t('actions.remove'),
                      // The save call is silent (its form shows refusals); here the toast says why.
                      onConfirm: () =>
                        save
                          .mutateAsync({
                            roleId: row.roleId,
                            dirId: row.dirId,
                            dirLevel: row.dirLevel,
                            fileLevel: row.fileLevel,
                            inherit: row.inherit,
                            dirAdmin: false,
                          })
                          .catch((error: unknown) => {
                            notify.error(error instanceof Error ? error.message : t('common:errors.unknown'));
                            throw error;
                          }),
                      done: t('dirAdminRemoved'),
                    })
                  }
                />
              );
            }}
            emptyText={t('noDirAdmins')}
          />
        </Card>
      </Space>
      <RoleLevelsDialog role={editing} onClose={() => setEditing(null)} />
      <DirAdminDialog open={addingAdmin} onClose={() => setAddingAdmin(false)} />
    </AdminScreen>
  );
}
