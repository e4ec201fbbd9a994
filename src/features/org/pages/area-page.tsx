import { useMemo, useState, type ReactNode } from 'react';
import { Breadcrumb, Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable, DEFAULT_PAGE_SIZE } from '@/components/common-table/common-table';
import { EditableCell } from '@/components/common-table/editable-cell';
import { useConfirm } from '@/components/use-confirm';
import { notify } from '@/lib/notify';
import { useDeleteParam } from '../api/delete-param';
import { useAreasByParent } from '../api/get-areas-by-parent';
import { useFileParams } from '@/entities/file-params/get-file-params';
import { useSaveArea } from '../api/save-area';
import { ParamFormDialog } from '../components/param-form-dialog';
import { PARAM_NAME_MAX, paramLabel } from '../param-rules';
import type { FileParam, ParamInput } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

interface Level {
  id: string;
  name: string;
}

/**
 * Area management (/area): archive areas as a tree of parents. One level at a time (GET /fileParam/getByRid
 * of the parent), with the chain of parents as a breadcrumb; open an area to manage its sub-areas.
 */
export default function AreaPage() {
  const { t, i18n } = useTranslation('org');
  const [path, setPath] = useState<Level[]>([]);
  const parentId = path.at(-1)?.id ?? '0';
  const areas = useAreasByParent(parentId);
  const all = useFileParams('area');
  const save = useSaveArea();
  const remove = useDeleteParam();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<FileParam | null | 'new'>(null);
  const childCount = useMemo(() => {
    const counts = new Map<string, number>();
    for (const area of all.data ?? []) counts.set(area.parentId, (counts.get(area.parentId) ?? 0) + 1);
    return counts;
  }, [all.data]);
  const rows = useMemo(() => {
    const lower = search.toLowerCase();
    return (areas.data ?? []).filter((a) => !lower || [a.paramName, a.paramNameEn, a.code].some((v) => v.toLowerCase().includes(lower)));
  }, [areas.data, search]);

  const go = (next: Level[]) => {
    setPath(next);
    setSearch('');
    setPage((p) => ({ ...p, current: 1 }));
  };

  const saveName = async (area: FileParam, field: 'paramName' | 'paramNameEn', value: string) => {
    try {
      await save.mutateAsync({ id: area.id, paramName: area.paramName, paramNameEn: area.paramNameEn, code: area.code, remark: area.remark, [field]: value });
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
      render: (_: unknown, a: FileParam) => (
        <EditableCell value={a.paramNameEn} maxLength={PARAM_NAME_MAX} label={t('nameEnOf', { name: paramLabel(a, i18n.language) })} onSave={(v) => saveName(a, 'paramNameEn', v)} />
      ),
    },
    {
      title: t('fields.nameZh'),
      key: 'paramName',
      render: (_: unknown, a: FileParam) => (
        <EditableCell value={a.paramName} maxLength={PARAM_NAME_MAX} label={t('nameZhOf', { name: paramLabel(a, i18n.language) })} onSave={(v) => saveName(a, 'paramName', v)} />
      ),
    },
    { title: t('fields.code'), dataIndex: 'code', key: 'code' },
    {
      title: t('fields.subAreas'),
      key: 'children',
      render: (_: unknown, a: FileParam) => (
        <Button type="link" size="small" onClick={() => go([...path, { id: a.id, name: paramLabel(a, i18n.language) }])}>
          {t('openArea', { name: paramLabel(a, i18n.language), count: childCount.get(a.id) ?? 0 })}
        </Button>
      ),
    },
    { title: t('fields.remark'), dataIndex: 'remark', key: 'remark' },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} onClick={onClick} />
  );

  const submit = async (input: ParamInput) => {
    await save.mutateAsync(editing && editing !== 'new' ? { ...input, id: editing.id } : { ...input, parentId });
    notify.success(t('saved'));
  };

  return (
    <AdminScreen title={t('routes:area')}>
      <nav aria-label={t('areaPath')} style={{ marginBottom: 12 }}>
        <Breadcrumb
          items={[
            { key: '0', title: path.length ? <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => go([])}>{t('allAreas')}</Button> : t('allAreas') },
            ...path.map((level, i) => ({
              key: level.id,
              title:
                i < path.length - 1 ? (
                  <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => go(path.slice(0, i + 1))}>
                    {level.name}
                  </Button>
                ) : (
                  level.name
                ),
            })),
          ]}
        />
      </nav>
      <CommonTable<FileParam>
        label={path.length ? t('subAreasOf', { name: path.at(-1)!.name }) : t('topAreas')}
        rowKey="id"
        columns={columns}
        rows={rows.slice((page.current - 1) * page.size, page.current * page.size)}
        total={rows.length}
        page={page.current}
        pageSize={page.size}
        onPageChange={(current, size) => setPage({ current, size })}
        loading={areas.isFetching}
        error={areas.error}
        onRetry={() => void areas.refetch()}
        showIndex
        search={{
          value: search,
          placeholder: t('searchPlaceholder'),
          onSearch: (text) => {
            setSearch(text);
            setPage((p) => ({ ...p, current: 1 }));
          },
        }}
        onAdd={{ label: path.length ? t('actions.addSubArea', { name: path.at(-1)!.name }) : t('actions.addArea'), onClick: () => setEditing('new') }}
        rowActions={(a) => {
          const name = paramLabel(a, i18n.language);
          return (
            <Space size={0}>
              {action(t('actions.edit', { name }), <EditOutlined />, () => setEditing(a))}
              {action(t('actions.delete', { name }), <DeleteOutlined />, () =>
                void confirm({
                  title: t('confirmDeleteArea', { name }),
                  content: t('deleteAreaHint'),
                  okText: t('common:actions.delete'),
                  danger: true,
                  onConfirm: async () => {
                    await remove.mutateAsync(a.id);
                    notify.success(t('deleted'));
                  },
                }), true)}
            </Space>
          );
        }}
        emptyText={t('noAreas')}
      />
      <ParamFormDialog
        open={editing !== null}
        title={editing && editing !== 'new' ? t('editArea', { name: paramLabel(editing, i18n.language) }) : path.length ? t('newSubArea', { name: path.at(-1)!.name }) : t('newArea')}
        param={editing === 'new' ? null : editing}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </AdminScreen>
  );
}
