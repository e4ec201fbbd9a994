import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { queryTableProps } from '@/components/common-table/list-table-props';
import { useLocalList } from '@/components/common-table/use-local-list';
import { IconAction } from '@/components/icon-action/icon-action';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { useRoles } from '@/entities/roles/get-roles';
import { useDeleteFileGrant } from '../api/delete-file-grant';
import { useDirGrants } from '../api/get-dir-grants';
import { useFileGrants } from '../api/get-file-grants';
import { useRoleFolderTree } from '../api/get-role-folder-tree';
import { DirGrantPanel } from '../components/dir-grant-panel';
import { FileGrantDialog } from '../components/file-grant-dialog';
import { LevelTags } from '../components/level-tags';
import { RoleFolderTree } from '../components/role-folder-tree';
import { RoleSelect } from '../components/role-select';
import { dirLevelLabel, fileLevelLabel, roleName } from '../levels';
import type { DirGrant, FileGrant, RoleFolderNode } from '../types';

/**
 * Permission configuration (/authConfig): per role, its permission on folders (levels, inherit, directory
 * administrator) shown over the whole tree with where each folder's levels come from, and its single-file
 * permissions.
 */
export default function AuthConfigPage() {
  const { t, i18n } = useTranslation('permissions');
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const roles = useRoles();
  const role = roles.data?.find((r) => r.roleId === roleId);
  const tree = useRoleFolderTree(roleId);
  const dirGrants = useDirGrants(roleId);
  const fileGrants = useFileGrants(roleId);
  const deleteFileGrant = useDeleteFileGrant();
  const confirmDelete = useConfirmDelete();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const grantList = useLocalList(dirGrants.data);
  const fileList = useLocalList(fileGrants.data);
  const [addingFile, setAddingFile] = useState(false);

  // The selected folder as the latest tree knows it (levels change after a save).
  const find = (nodes: RoleFolderNode[], id: string): RoleFolderNode | null => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children, id);
      if (inner) return inner;
    }
    return null;
  };
  const selected = selectedId && tree.data ? find(tree.data, selectedId) : null;
  const name = role ? roleName(role, i18n.language) : '';

  const grantColumns: ColumnsType<DirGrant> = [
    { title: t('fields.folder'), dataIndex: 'path', key: 'path', rowScope: 'row' },
    {
      title: t('fields.levels'),
      key: 'levels',
      render: (_: unknown, g: DirGrant) => <LevelTags dirLevel={g.dirLevel} fileLevel={g.fileLevel} />,
    },
    { title: t('fields.inherit'), key: 'inherit', render: (_: unknown, g: DirGrant) => (g.inherit ? t('yes') : t('no')) },
    {
      title: t('fields.dirAdmin'),
      key: 'dirAdmin',
      render: (_: unknown, g: DirGrant) => (g.dirAdmin ? <Tag color="gold">{t('yes')}</Tag> : t('no')),
    },
  ];
  const fileColumns: ColumnsType<FileGrant> = [
    { title: t('fields.file'), dataIndex: 'fileName', key: 'fileName', rowScope: 'row' },
    { title: t('fields.folder'), dataIndex: 'dirName', key: 'dirName' },
    { title: t('fields.fileLevel'), key: 'fileLevel', render: (_: unknown, g: FileGrant) => fileLevelLabel(t, g.fileLevel) },
  ];

  return (
    <AdminScreen title={t('routes:authConfig')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <RoleSelect
            value={roleId}
            onChange={(next) => {
              setParams({ roleId: next });
              setSelectedId(null);
            }}
          />
          {role && !role.isSystemManager && (
            <span>
              {t('roleCaps', {
                dir: dirLevelLabel(t, role.maxDirLevel),
                file: fileLevelLabel(t, role.maxFileLevel),
                default: fileLevelLabel(t, role.defaultFileLevel),
              })}
            </span>
          )}
        </Space>
        {!roleId && <Empty description={t('pickRoleFirst')} />}
        {role?.isSystemManager && <Alert type="info" showIcon title={t('managerHasAll')} />}
        {roleId && (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card size="small" title={t('foldersOf', { role: name })}>
                {tree.isPending && <Skeleton active />}
                {tree.isError && (
                  <Alert
                    type="error"
                    showIcon
                    title={tree.error.message}
                    action={<Button onClick={() => void tree.refetch()}>{t('common:actions.retry')}</Button>}
                  />
                )}
                {tree.data && <RoleFolderTree nodes={tree.data} selectedId={selectedId} onSelect={(node) => setSelectedId(node.id)} />}
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card size="small" title={selected ? t('grantOn', { folder: selected.directoryName }) : t('grantPanel')}>
                {role && selected ? (
                  <DirGrantPanel key={`${roleId}-${selected.id}-${selected.grant?.grantId ?? 'none'}`} role={role} node={selected} />
                ) : (
                  <Empty description={t('pickFolderFirst')} />
                )}
              </Card>
            </Col>
          </Row>
        )}
        {roleId && !role?.isSystemManager && (
          <>
            <Card size="small" title={t('grantsOf', { role: name })}>
              <CommonTable<DirGrant>
                label={t('grantsOf', { role: name })}
                rowKey="grantId"
                columns={grantColumns}
                {...grantList.tableProps}
                {...queryTableProps(dirGrants)}
                showIndex
                rowActions={(g) => (
                  <Button type="link" size="small" onClick={() => setSelectedId(g.dirId)}>
                    {t('actions.show')}
                  </Button>
                )}
                emptyText={t('noGrants')}
              />
            </Card>
            <Card size="small" title={t('fileGrantsOf', { role: name })}>
              <CommonTable<FileGrant>
                label={t('fileGrantsOf', { role: name })}
                rowKey="grantId"
                columns={fileColumns}
                {...fileList.tableProps}
                {...queryTableProps(fileGrants)}
                showIndex
                onAdd={{ label: t('actions.addFileGrant'), onClick: () => setAddingFile(true) }}
                rowActions={(g) => (
                  <IconAction
                    label={t('actions.removeFileGrant', { file: g.fileName })}
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() =>
                      void confirmDelete({
                        title: t('confirmRemoveFileGrant', { file: g.fileName }),
                        onConfirm: () => deleteFileGrant.mutateAsync(g.grantId),
                        done: t('fileGrantRemoved'),
                      })
                    }
                  />
                )}
                emptyText={t('noFileGrants')}
              />
            </Card>
            <FileGrantDialog roleId={roleId} roleName={name} open={addingFile} onClose={() => setAddingFile(false)} />
          </>
        )}
      </Space>
    </AdminScreen>
  );
}
