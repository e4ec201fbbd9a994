import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable, DEFAULT_PAGE_SIZE } from '@/components/common-table/common-table';
import { useConfirm } from '@/components/use-confirm';
import { notify } from '@/lib/notify';
import { useDeleteMenu } from '../api/delete-menu';
import { useMenuTree } from '@/entities/menus/get-menu-tree';
import { MenuFormDialog, type MenuEditing } from '../components/menu-form-dialog';
import { menuLabel } from '../menu-rules';
import type { MenuItem } from '../types';
import { IconAction } from '@/components/icon-action/icon-action';

/** Items with no children lose the empty list, so the table offers no expander for them. */
function forTable(items: MenuItem[], text: string): MenuItem[] {
  const lower = text.toLowerCase();
  const matches = (m: MenuItem) => !lower || [m.menuName, m.menuNameEn, m.menuUrl, m.menuCode].some((v) => v?.toLowerCase().includes(lower));
  const rows: MenuItem[] = [];
  for (const item of items) {
    const children = forTable(item.children ?? [], text);
    if (!matches(item) && children.length === 0) continue;
    rows.push({ ...item, children: children.length ? children : undefined });
  }
  return rows;
}

/** Menu management (/menuSystem): the menu tree; add (top level or under an item), edit and delete items. */
export default function MenuSystemPage() {
  const { t, i18n } = useTranslation('menus');
  const tree = useMenuTree();
  const remove = useDeleteMenu();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, size: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const rows = useMemo(() => forTable(tree.data ?? [], search), [tree.data, search]);

  const columns: ColumnsType<MenuItem> = [
    { title: t('fields.name'), key: 'name', render: (_: unknown, m: MenuItem) => menuLabel(m, i18n.language) },
    {
      title: i18n.language === 'zh' ? t('fields.menuNameEn') : t('fields.menuName'),
      key: 'other',
      render: (_: unknown, m: MenuItem) => (i18n.language === 'zh' ? m.menuNameEn : m.menuName),
    },
    { title: t('fields.menuUrl'), dataIndex: 'menuUrl', key: 'menuUrl' },
    { title: t('fields.menuCode'), dataIndex: 'menuCode', key: 'menuCode' },
    { title: t('fields.menuIcon'), dataIndex: 'menuIcon', key: 'menuIcon' },
    { title: t('fields.menuOrder'), dataIndex: 'menuOrder', key: 'menuOrder' },
    { title: t('fields.isAuth'), key: 'isAuth', render: (_: unknown, m: MenuItem) => (m.isAuth ? <Tag color="gold">{t('adminOnly')}</Tag> : null) },
  ];

  const action = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <IconAction key={label} label={label} icon={icon} danger={danger} onClick={onClick} />
  );

  const askDelete = (item: MenuItem) =>
    void confirm({
      title: t('confirmDelete', { name: menuLabel(item, i18n.language) }),
      content: (tree.data ?? []).some((m) => m.menuId === item.menuId && m.children?.length) ? t('deleteChildrenFirst') : t('deleteHint'),
      okText: t('common:actions.delete'),
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(item.menuId);
        notify.success(t('deleted'));
      },
    });

  return (
    <AdminScreen title={t('routes:menuSystem')}>
      <Alert type="info" showIcon title={t('reloadHint')} style={{ marginBottom: 12 }} />
      <CommonTable<MenuItem>
        label={t('tableLabel')}
        rowKey="menuId"
        columns={columns}
        rows={rows.slice((page.current - 1) * page.size, page.current * page.size)}
        total={rows.length}
        page={page.current}
        pageSize={page.size}
        onPageChange={(current, size) => setPage({ current, size })}
        loading={tree.isFetching}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        expandable={{ defaultExpandAllRows: false }}
        search={{
          value: search,
          placeholder: t('searchPlaceholder'),
          onSearch: (text) => {
            setSearch(text);
            setPage((p) => ({ ...p, current: 1 }));
          },
        }}
        onAdd={{ label: t('actions.add'), onClick: () => setEditing({ kind: 'add', parent: '0' }) }}
        rowActions={(item) => {
          const name = menuLabel(item, i18n.language);
          return (
            <Space size={0}>
              {item.menuParent === '0' && action(t('actions.addChild', { name }), <PlusSquareOutlined />, () => setEditing({ kind: 'add', parent: item.menuId }))}
              {action(t('actions.edit', { name }), <EditOutlined />, () => setEditing({ kind: 'edit', item }))}
              {action(t('actions.delete', { name }), <DeleteOutlined />, () => askDelete(item), true)}
            </Space>
          );
        }}
        emptyText={t('empty')}
      />
      <MenuFormDialog editing={editing} items={tree.data ?? []} onClose={() => setEditing(null)} />
    </AdminScreen>
  );
}
