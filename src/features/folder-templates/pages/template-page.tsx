import { useState, type ReactNode } from 'react';
import { Alert, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { listTableProps } from '@/components/common-table/list-table-props';
import { useListState } from '@/lib/use-list-state';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirm } from '@/components/use-confirm';
import { formatDateTime } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplatesPage } from '../api/get-templates-page';
import { useSaveTemplate } from '../api/save-template';
import { CreateFoldersDialog } from '../components/create-folders-dialog';
import { TemplateFormDialog } from '../components/template-form-dialog';
import { TemplateTreeEditor } from '../components/template-tree-editor';
import { FOLDER_NAME_MAX } from '../template-rules';
import type { CreatedFolder, FolderTemplate } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

/** Folder templates (/template): list, create, rename, edit the folder tree, delete, and create folders from one. */
export default function TemplatePage() {
  const { t } = useTranslation('folder-templates');
  const list = useListState<{ search: string }>({ search: '' });
  const [editing, setEditing] = useState<FolderTemplate | null | 'new'>(null);
  const [treeOf, setTreeOf] = useState<FolderTemplate | null>(null);
  const [applying, setApplying] = useState<FolderTemplate | null>(null);
  const [created, setCreated] = useState<{ folders: CreatedFolder[]; parent: { id: string; name: string } } | null>(null);
  const templates = useTemplatesPage({ current: list.page, size: list.pageSize, ...(list.filters.search ? { tempName: list.filters.search } : {}) });
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const confirm = useConfirm();

  const rename = async (template: FolderTemplate, tempName: string) => {
    try {
      await save.mutateAsync({ mapId: template.mapId, tempName, remark: template.remark });
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('common:errors.unknown'));
      throw error;
    }
  };

  const columns: ColumnsType<FolderTemplate> = [
    {
      title: t('fields.tempName'),
      key: 'tempName',
      render: (_: unknown, row: FolderTemplate) => (
        <EditableCell value={row.tempName} maxLength={FOLDER_NAME_MAX} label={t('nameOf', { name: row.tempName })} onSave={(next) => rename(row, next)} />
      ),
    },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('fields.nodeCount'), dataIndex: 'nodeCount', key: 'nodeCount' },
    { title: t('fields.createTime'), key: 'createTime', render: (_: unknown, row: FolderTemplate) => formatDateTime(row.createTime) },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} onClick={onClick} />
  );

  return (
    <AdminScreen title={t('routes:template')}>
      {created && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setCreated(null)}
          style={{ marginBottom: 12 }}
          title={t('createdBanner', { names: created.folders.map((f) => f.directoryName).join(', '), parent: created.parent.name })}
          action={<Link to={created.parent.id === '0' ? '/filelist' : `/filelist?dir=${created.parent.id}`}>{t('openInWorkspace')}</Link>}
        />
      )}
      <CommonTable<FolderTemplate>
        label={t('tableLabel')}
        rowKey="mapId"
        columns={columns}
        {...listTableProps(list, templates)}
        showIndex
        search={{
          value: list.filters.search,
          placeholder: t('searchPlaceholder'),
          onSearch: (search) => list.applyFilters({ ...list.filters, search }),
        }}
        onAdd={{ label: t('actions.add'), onClick: () => setEditing('new') }}
        rowActions={(row) => (
          <Space size={0}>
            {action(t('actions.editTree', { name: row.tempName }), <ApartmentOutlined />, () => setTreeOf(row))}
            {action(t('actions.apply', { name: row.tempName }), <FolderAddOutlined />, () => setApplying(row))}
            {action(t('actions.edit', { name: row.tempName }), <EditOutlined />, () => setEditing(row))}
            {action(t('actions.delete', { name: row.tempName }), <DeleteOutlined />, () =>
              void confirm({
                title: t('confirmDelete', { name: row.tempName }),
                content: t('deleteHint'),
                okText: t('common:actions.delete'),
                danger: true,
                onConfirm: async () => {
                  await remove.mutateAsync(row.mapId);
                  notify.success(t('deleted'));
                },
              }), true)}
          </Space>
        )}
        emptyText={t('empty')}
      />
      <TemplateFormDialog open={editing !== null} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={(template) => setTreeOf(template)} />
      <TemplateTreeEditor template={treeOf} onClose={() => setTreeOf(null)} />
      <CreateFoldersDialog template={applying} onClose={() => setApplying(null)} onCreated={(folders, parent) => setCreated({ folders, parent })} />
    </AdminScreen>
  );
}
