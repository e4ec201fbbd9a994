import { useState } from 'react';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminListScreen } from '@/components/admin-list-screen';
import { listSearchProps } from '@/components/common-table/list-table-props';
import { useListState } from '@/lib/use-list-state';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatDateTime } from '@/lib/list-query';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplatesPage } from '../api/get-templates-page';
import { useSaveTemplate } from '../api/save-template';
import { CreateFoldersDialog } from '../components/create-folders-dialog';
import { TemplateFormDialog } from '../components/template-form-dialog';
import { TemplateTreeEditor } from '../components/template-tree-editor';
import { FOLDER_NAME_MAX } from '../template-rules';
import type { CreatedFolder, FolderTemplate } from '../types';
import { RowActions } from '@/components/icon-action/row-actions';

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
  const confirmDelete = useConfirmDelete();

  const rename = (template: FolderTemplate, tempName: string) => save.mutateAsync({ mapId: template.mapId, tempName, remark: template.remark });

  const columns: ColumnsType<FolderTemplate> = [
    {
      title: t('fields.tempName'),
      key: 'tempName',
      render: (_: unknown, row: FolderTemplate) => (
        <EditableCell value={row.tempName} maxLength={FOLDER_NAME_MAX} label={t('nameOf', { name: row.tempName })} onSave={(next) => rename(row, next)} saved={t('saved')} />
      ),
    },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('fields.nodeCount'), dataIndex: 'nodeCount', key: 'nodeCount' },
    { title: t('fields.createTime'), key: 'createTime', render: (_: unknown, row: FolderTemplate) => formatDateTime(row.createTime) },
  ];

  const askDelete = (template: FolderTemplate) =>
    void confirmDelete({
      title: t('confirmDelete', { name: template.tempName }),
      content: t('deleteHint'),
      onConfirm: () => remove.mutateAsync(template.mapId),
      done: t('deleted'),
    });

  return (
    <AdminListScreen<FolderTemplate>
      title={t('routes:template')}
      list={list}
      query={templates}
      banner={
        created && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setCreated(null)}
            style={{ marginBottom: 12 }}
            title={t('createdBanner', { names: created.folders.map((f) => f.directoryName).join(', '), parent: created.parent.name })}
            action={<Link to={created.parent.id === '0' ? '/filelist' : `/filelist?dir=${created.parent.id}`}>{t('openInWorkspace')}</Link>}
          />
        )
      }
      label={t('tableLabel')}
      rowKey="mapId"
      columns={columns}
      search={listSearchProps(list, t('searchPlaceholder'))}
      onAdd={{ label: t('actions.add'), onClick: () => setEditing('new') }}
      rowActions={(row) => (
        <RowActions
          actions={[
            { label: t('actions.editTree', { name: row.tempName }), icon: <ApartmentOutlined />, onClick: () => setTreeOf(row) },
            { label: t('actions.apply', { name: row.tempName }), icon: <FolderAddOutlined />, onClick: () => setApplying(row) },
            { label: t('actions.edit', { name: row.tempName }), icon: <EditOutlined />, onClick: () => setEditing(row) },
            { label: t('actions.delete', { name: row.tempName }), icon: <DeleteOutlined />, onClick: () => askDelete(row), danger: true },
          ]}
        />
      )}
      emptyText={t('empty')}
    >
      <TemplateFormDialog open={editing !== null} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onCreated={(template) => setTreeOf(template)} />
      <TemplateTreeEditor template={treeOf} onClose={() => setTreeOf(null)} />
      <CreateFoldersDialog template={applying} onClose={() => setApplying(null)} onCreated={(folders, parent) => setCreated({ folders, parent })} />
    </AdminListScreen>
  );
}
