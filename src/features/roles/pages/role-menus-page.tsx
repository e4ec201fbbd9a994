import { useState } from 'react';
import { Alert, Button, Card, Empty, Skeleton, Space, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AdminScreen } from '@/components/admin-screen';
import { notify } from '@/lib/notify';
import { useMenuTree } from '@/entities/menus/get-menu-tree';
import { useRoles } from '@/entities/roles/get-roles';
import { useRoleMenus } from '../api/get-role-menus';
import { useSaveRoleMenus } from '../api/save-role-menus';
import { RolePicker } from '../components/role-picker';
import { checkedFromStored, storedFromChecked } from '../menu-selection';
import { roleLabel } from '../role-rules';
import type { MenuNode } from '../types';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

const toTree = (nodes: MenuNode[], zh: boolean): TreeItem[] =>
  nodes.map((node) => ({
    key: node.menuId,
    title: `${zh ? node.menuName : node.menuNameEn || node.menuName} (${node.menuUrl})`,
    children: toTree(node.children ?? [], zh),
  }));

/** Role menus (/rolesPermission): which menu items a role sees in the side navigation. */
export default function RoleMenusPage() {
  const { t, i18n } = useTranslation('roles');
  const [params, setParams] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const roles = useRoles();
  const tree = useMenuTree();
  const stored = useRoleMenus(roleId);
  const save = useSaveRoleMenus();
  // What the user ticked, per role; absent until the user changes something.
  const [edits, setEdits] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const role = roles.data?.find((r) => r.roleId === roleId);
  const checked = edits[roleId] ?? (tree.data && stored.data ? checkedFromStored(tree.data, stored.data) : []);
  const dirty = edits[roleId] !== undefined;

  const onSave = async () => {
    if (!tree.data) return;
    setError(null);
    try {
      await save.mutateAsync({ roleId, menuIds: storedFromChecked(tree.data, checked) });
      setEdits(({ [roleId]: _saved, ...rest }) => rest);
      notify.success(t('menusSaved'));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    }
  };

  const failed = tree.error ?? stored.error;
  return (
    <AdminScreen title={t('routes:rolesPermission')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <RolePicker value={roleId} onChange={(next) => setParams({ roleId: next })} />
        {!roleId && <Empty description={t('pickRoleFirst')} />}
        {failed && (
          <Alert
            type="error"
            showIcon
            title={failed.message}
            action={<Button onClick={() => void Promise.all([tree.refetch(), stored.refetch()])}>{t('common:actions.retry')}</Button>}
          />
        )}
        {roleId && role?.isSystemManager && <Alert type="info" showIcon title={t('managerSeesAll')} />}
        {roleId && (tree.isPending || stored.isPending) && !failed && <Skeleton active />}
        {roleId && tree.data && stored.data && (
          <Card size="small" title={t('menusOf', { role: role ? roleLabel(role, i18n.language) : '' })}>
            {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              disabled={role?.isSystemManager}
              aria-label={t('menuTreeLabel')}
              treeData={toTree(tree.data, i18n.language === 'zh')}
              checkedKeys={checked}
              onCheck={(keys) => setEdits((all) => ({ ...all, [roleId]: (Array.isArray(keys) ? keys : keys.checked).map(String) }))}
            />
            <Space style={{ marginTop: 16 }}>
              <Button type="primary" onClick={() => void onSave()} loading={save.isPending} disabled={!dirty || role?.isSystemManager}>
                {t('common:actions.save')}
              </Button>
              <Button onClick={() => setEdits(({ [roleId]: _dropped, ...rest }) => rest)} disabled={!dirty}>
                {t('actions.undo')}
              </Button>
            </Space>
          </Card>
        )}
      </Space>
    </AdminScreen>
  );
}
