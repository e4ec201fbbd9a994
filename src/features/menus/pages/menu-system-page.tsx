import { useState } from 'react';
import { Alert, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminScreen } from '@/components/admin-screen';
import { CommonTable } from '@/components/common-table/common-table';
import { useLocalList } from '@/components/common-table/use-local-list';
import { RowActions } from '@/components/icon-action/row-actions';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { useMenuTree } from '@/entities/menus/get-menu-tree';
import { useDeleteMenu } from '../api/delete-menu';
import { MenuFormDialog, type MenuEditing } from '../components/menu-form-dialog';
import { menuLabel } from '../menu-rules';
import type { MenuItem } from '../types';

/** Items with no children lose the empty list, so the table offers no expander for them. */
function forTable(items: MenuItem[], text: string): MenuItem[] {
  const lower = text.toLowerCase();
  const matches = (m: MenuItem) =>
    !lower || [m.menuName, m.menuNameEn, m.menuUrl, m.menuCode].some((v) => v?.toLowerCase().includes(lower));
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
  const confirmDelete = useConfirmDelete();
  const list = useLocalList(tree.data, forTable);
  const [editing, setEditing] = useState<MenuEditing | null>(null);

  const columns: ColumnsType<MenuItem> = [
    { title: t('fields.name'), key: 'name', rowScope: 'row', render: (_: unknown, m: MenuItem) => menuLabel(m, i18n.language) },
    {
      title: i18n.language === 'zh' ? t('fields.menuNameEn') : t('fields.menuName'),
      key: 'other',
      render: (_: unknown, m: MenuItem) => (i18n.language === 'zh' ? m.menuNameEn : m.menuName),
    },
    { title: t('fields.menuUrl'), dataIndex: 'menuUrl', key: 'menuUrl' },
    { title: t('fields.menuCode'), dataIndex: 'menuCode', key: 'menuCode' },
    { title: t('fields.menuIcon'), dataIndex: 'menuIcon', key: 'menuIcon' },
    { title: t('fields.menuOrder'), dataIndex: 'menuOrder', key: 'menuOrder' },
    {
      title: t('fields.isAuth'),
      key: 'isAuth',
      render: (_: unknown, m: MenuItem) => (m.isAuth ? <Tag color="gold">{t('adminOnly')}</Tag> : null),
    },
  ];

  const askDelete = (item: MenuItem) =>
    void confirmDelete({
      title: t('confirmDelete', { name: menuLabel(item, i18n.language) }),
      content: (tree.data ?? []).some((m) => m.menuId === item.menuId && m.children?.length) ? t('deleteChildrenFirst') : t('deleteHint'),
      onConfirm: () => remove.mutateAsync(item.menuId),
      done: t('deleted'),
    });

  return (
    <AdminScreen title={t('routes:menuSystem')}>
      <Alert type="info" showIcon title={t('reloadHint')} style={{ marginBottom: 12 }} />
      <CommonTable<MenuItem>
        label={t('tableLabel')}
        rowKey="menuId"
        columns={columns}
        {...list.tableProps}
        loading={tree.isFetching}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        expandable={{ defaultExpandAllRows: false }}
        search={list.searchProps(t('searchPlaceholder'))}
        onAdd={{ label: t('actions.add'), onClick: () => setEditing({ kind: 'add', parent: '0' }) }}
        rowActions={(item) => {
          const name = menuLabel(item, i18n.language);
          return (
            <RowActions
              actions={[
                item.menuParent === '0' && {
                  label: t('actions.addChild', { name }),
                  icon: <PlusSquareOutlined />,
                  onClick: () => setEditing({ kind: 'add', parent: item.menuId }),
                },
                { label: t('actions.edit', { name }), icon: <EditOutlined />, onClick: () => setEditing({ kind: 'edit', item }) },
                { label: t('actions.delete', { name }), icon: <DeleteOutlined />, onClick: () => askDelete(item), danger: true },
              ]}
            />
          );
        }}
        emptyText={t('empty')}
      />
      <MenuFormDialog editing={editing} items={tree.data ?? []} onClose={() => setEditing(null)} />
    </AdminScreen>
  );
}
