import { useMemo, useState, type ReactNode } from 'react';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable, DEFAULT_PAGE_SIZE } from '@/components/common-table/common-table';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirm } from '@/components/use-confirm';
import { notify } from '@/lib/notify';
import { useDeleteParam } from '../api/delete-param';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useSaveDepartment } from '../api/save-department';
import { ParamConfigCard } from '../components/param-config-card';
import { ParamFormDialog } from '../components/param-form-dialog';
import { PARAM_NAME_MAX, paramLabel } from '../param-rules';
import type { FileParam, ParamInput } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

/** Department management (/department): list, add, edit (also inline), delete; and the system file parameters. */
export default function DepartmentPage() {
  const { t, i18n } = useTranslation('org');
  const departments = useFileParams('department');
  const save = useSaveDepartment();
  const remove = useDeleteParam();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<FileParam | null | 'new'>(null);
  const rows = useMemo(() => {
    const lower = search.toLowerCase();
    return (departments.data ?? []).filter((d) => !lower || [d.paramName, d.paramNameEn, d.code].some((v) => v.toLowerCase().includes(lower)));
  }, [departments.data, search]);

  const saveName = async (dept: FileParam, field: 'paramName' | 'paramNameEn', value: string) => {
    try {
      await save.mutateAsync({ id: dept.id, paramName: dept.paramName, paramNameEn: dept.paramNameEn, code: dept.code, remark: dept.remark, [field]: value });
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('common:errors.unknown'));
      throw error;
    }
  };

  const columns: ColumnsType<FileParam> = [
    {
      title: t('fields.nameEn'),
      key: 'paramNameEn',
      render: (_: unknown, d: FileParam) => (
        <EditableCell value={d.paramNameEn} maxLength={PARAM_NAME_MAX} label={t('nameEnOf', { name: paramLabel(d, i18n.language) })} onSave={(v) => saveName(d, 'paramNameEn', v)} />
      ),
    },
    {
      title: t('fields.nameZh'),
      key: 'paramName',
      render: (_: unknown, d: FileParam) => (
        <EditableCell value={d.paramName} maxLength={PARAM_NAME_MAX} label={t('nameZhOf', { name: paramLabel(d, i18n.language) })} onSave={(v) => saveName(d, 'paramName', v)} />
      ),
    },
    { title: t('fields.code'), dataIndex: 'code', key: 'code' },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} onClick={onClick} />
  );

  const submit = async (input: ParamInput) => {
    await save.mutateAsync(editing && editing !== 'new' ? { ...input, id: editing.id } : input);
    notify.success(t('saved'));
  };

  return (
    <AdminScreen title={t('routes:department')}>
      <CommonTable<FileParam>
        label={t('departmentsLabel')}
        rowKey="id"
        columns={columns}
        rows={rows.slice((page.current - 1) * page.size, page.current * page.size)}
        total={rows.length}
        page={page.current}
        pageSize={page.size}
        onPageChange={(current, size) => setPage({ current, size })}
        loading={departments.isFetching}
        error={departments.error}
        onRetry={() => void departments.refetch()}
        showIndex
        search={{
          value: search,
          placeholder: t('searchPlaceholder'),
          onSearch: (text) => {
            setSearch(text);
            setPage((p) => ({ ...p, current: 1 }));
          },
        }}
        onAdd={{ label: t('actions.addDepartment'), onClick: () => setEditing('new') }}
        rowActions={(d) => {
          const name = paramLabel(d, i18n.language);
          return (
            <Space size={0}>
              {action(t('actions.edit', { name }), <EditOutlined />, () => setEditing(d))}
              {action(t('actions.delete', { name }), <DeleteOutlined />, () =>
                void confirm({
                  title: t('confirmDeleteDepartment', { name }),
                  content: t('deleteDepartmentHint'),
                  okText: t('common:actions.delete'),
                  danger: true,
                  onConfirm: async () => {
                    await remove.mutateAsync(d.id);
                    notify.success(t('deleted'));
                  },
                }), true)}
            </Space>
          );
        }}
        emptyText={t('noDepartments')}
      />
      <ParamConfigCard />
      <ParamFormDialog
        open={editing !== null}
        title={editing && editing !== 'new' ? t('editDepartment', { name: paramLabel(editing, i18n.language) }) : t('newDepartment')}
        param={editing === 'new' ? null : editing}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </AdminScreen>
  );
}
