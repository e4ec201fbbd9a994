import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useEditTarget } from '@/lib/use-edit-target';
import { CommonTable } from '@/components/common-table/common-table';
import { queryTableProps, type TableQuery } from '@/components/common-table/list-table-props';
import { EditableCell } from '@/components/common-table/editable-cell';
import { textFilter, type LocalList } from '@/components/common-table/use-local-list';
import { RowActions } from '@/components/icon-action/row-actions';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { notify } from '@/lib/notify';
import { useDeleteParam } from '../api/delete-param';
import { PARAM_NAME_MAX, paramLabel } from '../param-rules';
import type { FileParam, ParamInput } from '../types';
import { ParamFormDialog } from './param-form-dialog';

/** The search of a parameter list: Chinese name, English name or code. */
export const paramFilter = textFilter<FileParam>((p) => [p.paramName, p.paramNameEn, p.code]);

/** What differs between the department list and a level of the area tree. */
export interface ParamTableTexts {
  label: string;
  add: string;
  empty: string;
  newTitle: string;
  editTitle: (name: string) => string;
  confirmDelete: (name: string) => string;
  deleteHint: string;
}

/**
 * A list of file parameters (departments, or one level of areas): names editable in place, code, remark, any
 * column of the screen's own after the code; add, edit and delete (after asking), each saved with `save`.
 */
export function ParamTable({
  list,
  query,
  save,
  texts,
  newParentId,
  extraColumns = [],
}: {
  list: LocalList<FileParam>;
  query: TableQuery;
  save: (input: ParamInput) => Promise<unknown>;
  texts: ParamTableTexts;
  /** The parent a new entry is added under (an area level); none for departments. */
  newParentId?: string;
  extraColumns?: ColumnsType<FileParam>;
}) {
  const { t, i18n } = useTranslation('org');
  const remove = useDeleteParam();
  const confirmDelete = useConfirmDelete();
  const editing = useEditTarget<FileParam>();

  const saveName = (param: FileParam, field: 'paramName' | 'paramNameEn', value: string) =>
    save({
      id: param.id,
      paramName: param.paramName,
      paramNameEn: param.paramNameEn,
      code: param.code,
      remark: param.remark,
      [field]: value,
    });

  const nameColumn = (field: 'paramName' | 'paramNameEn', title: string, labelKey: 'nameZhOf' | 'nameEnOf') => ({
    title,
    key: field,
    render: (_: unknown, p: FileParam) => (
      <EditableCell
        value={p[field]}
        maxLength={PARAM_NAME_MAX}
        label={t(labelKey, { name: paramLabel(p, i18n.language) })}
        onSave={(v) => saveName(p, field, v)}
        saved={t('saved')}
      />
    ),
  });
  const columns: ColumnsType<FileParam> = [
    { ...nameColumn('paramNameEn', t('fields.nameEn'), 'nameEnOf'), rowScope: 'row' as const },
    nameColumn('paramName', t('fields.nameZh'), 'nameZhOf'),
    { title: t('fields.code'), dataIndex: 'code', key: 'code' },
    ...extraColumns,
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const submit = async (input: ParamInput) => {
    await save(editing.item ? { ...input, id: editing.item.id } : newParentId ? { ...input, parentId: newParentId } : input);
    notify.success(t('saved'));
  };

  return (
    <>
      <CommonTable<FileParam>
        label={texts.label}
        rowKey="id"
        columns={columns}
        {...list.tableProps}
        {...queryTableProps(query)}
        showIndex
        search={list.searchProps(t('searchPlaceholder'))}
        onAdd={{ label: texts.add, onClick: editing.add }}
        rowActions={(p) => {
          const name = paramLabel(p, i18n.language);
          const askDelete = () =>
            void confirmDelete({
              title: texts.confirmDelete(name),
              content: texts.deleteHint,
              onConfirm: () => remove.mutateAsync(p.id),
              done: t('deleted'),
            });
          return (
            <RowActions
              actions={[
                { label: t('actions.edit', { name }), icon: <EditOutlined />, onClick: () => editing.edit(p) },
                { label: t('actions.delete', { name }), icon: <DeleteOutlined />, onClick: askDelete, danger: true },
              ]}
            />
          );
        }}
        emptyText={texts.empty}
      />
      <ParamFormDialog
        open={editing.open}
        title={editing.item ? texts.editTitle(paramLabel(editing.item, i18n.language)) : texts.newTitle}
        param={editing.item}
        onSubmit={submit}
        onClose={editing.close}
      />
    </>
  );
}
