import { useState } from 'react';
import { Alert } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApartmentOutlined, DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { useListState } from '@/lib/use-list-state';
import { useEditTarget } from '@/lib/use-edit-target';
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

const TEMPLATE_LIST: AdminListConfig<FolderTemplate> = { ns: 'folder-templates', route: 'template', rowKey: 'mapId' };

/** Focus the page's button of this accessible name (a row's action), if it is there. */
function focusButtonNamed(name: string) {
  const button = [...document.querySelectorAll<HTMLButtonElement>('main button[aria-label]')].find(
    (candidate) => candidate.getAttribute('aria-label') === name,
  );
  button?.focus();
}

/** Folder templates (/template): list, create, rename, edit the folder tree, delete, and create folders from one. */
export default function TemplatePage() {
  const { t } = useTranslation('folder-templates');
  const list = useListState<{ search: string }>({ search: '' });
  const editing = useEditTarget<FolderTemplate>();
  const [treeOf, setTreeOf] = useState<FolderTemplate | null>(null);
  // A template whose folder tree opened as it was created: closing the tree lands on its row's button.
  const [justCreated, setJustCreated] = useState<FolderTemplate | null>(null);
  const [applying, setApplying] = useState<FolderTemplate | null>(null);
  const [created, setCreated] = useState<{ folders: CreatedFolder[]; parent: { id: string; name: string } } | null>(null);
  const templates = useTemplatesPage({
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { tempName: list.filters.search } : {}),
  });
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const confirmDelete = useConfirmDelete();

  const rename = (template: FolderTemplate, tempName: string) =>
    save.mutateAsync({ mapId: template.mapId, tempName, remark: template.remark });

  const columns: ColumnsType<FolderTemplate> = [
    {
      title: t('fields.tempName'),
      key: 'tempName',
      rowScope: 'row',
      render: (_: unknown, row: FolderTemplate) => (
        <EditableCell
          value={row.tempName}
          maxLength={FOLDER_NAME_MAX}
          label={t('nameOf', { name: row.tempName })}
          onSave={(next) => rename(row, next)}
          saved={t('saved')}
        />
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
      config={TEMPLATE_LIST}
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
      columns={columns}
      onAdd={editing.add}
      rowActions={(row) => [
        {
          label: t('actions.editTree', { name: row.tempName }),
          icon: <ApartmentOutlined />,
          onClick: () => {
            setJustCreated(null);
            setTreeOf(row);
          },
        },
        { label: t('actions.apply', { name: row.tempName }), icon: <FolderAddOutlined />, onClick: () => setApplying(row) },
        { label: t('actions.edit', { name: row.tempName }), icon: <EditOutlined />, onClick: () => editing.edit(row) },
        { label: t('actions.delete', { name: row.tempName }), icon: <DeleteOutlined />, onClick: () => askDelete(row), danger: true },
      ]}
    >
      <TemplateFormDialog
        open={editing.open}
        template={editing.item}
        onClose={editing.close}
        onCreated={(template) => {
          setJustCreated(template);
          setTreeOf(template);
        }}
      />
      <TemplateTreeEditor
        template={treeOf}
        onClose={() => setTreeOf(null)}
        returnFocus={
          justCreated
            ? () => {
                focusButtonNamed(t('actions.editTree', { name: justCreated.tempName }));
                setJustCreated(null);
              }
            : undefined
        }
      />
      <CreateFoldersDialog
        template={applying}
        onClose={() => setApplying(null)}
        onCreated={(folders, parent) => setCreated({ folders, parent })}
      />
    </AdminListScreen>
  );
}
