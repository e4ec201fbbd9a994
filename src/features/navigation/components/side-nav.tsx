import { useMemo, useState } from 'react';
import { Alert, Button, Layout, Menu, Skeleton, Tooltip, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Language } from '@/lib/i18n';
import { revealBidi } from '@/lib/names';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { useMenus } from '../api/get-menus';
import type { MenuItem } from '../types';
import { MenuIcon } from './menu-icon';

type Items = NonNullable<MenuProps['items']>;

const byOrder = (a: MenuItem, b: MenuItem) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0);

/**
 * Top-level items without children are links; items with children form a submenu (keyed under /basic)
 * whose children are links. Labels follow the language (menuName or menuNameEn).
 */
export function toMenuItems(menus: MenuItem[], language: Language): Items {
  const label = (menu: MenuItem) => revealBidi(language === 'en' ? menu.menuNameEn || menu.menuName : menu.menuName);
  const link = (menu: MenuItem) => ({
    key: menu.menuUrl ?? menu.menuId,
    icon: <MenuIcon name={menu.menuIcon} />,
    label: menu.menuUrl ? <Link to={menu.menuUrl}>{label(menu)}</Link> : label(menu),
  });
  return [...menus].sort(byOrder).map((menu) =>
    menu.children?.length
      ? {
          key: `/basic/${menu.menuId}`,
          icon: <MenuIcon name={menu.menuIcon} />,
          label: label(menu),
          children: [...menu.children].sort(byOrder).map(link),
        }
      : link(menu),
  );
}

/** The submenu holding the current route, so it opens on arrival. */
function parentKeyOf(menus: MenuItem[], pathname: string): string[] {
  const parent = menus.find((menu) => menu.children?.some((child) => child.menuUrl === pathname));
  return parent ? [`/basic/${parent.menuId}`] : [];
}

export function SideNav({ language }: { language: Language }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { data: menus, isPending, isError, refetch } = useMenus(language);
  // Collapsed unless the user saved otherwise (spec §2).
  const [collapsed, setCollapsed] = useState(() => readStored<boolean>(STORAGE_KEYS.isCollapse) ?? true);
  const items = useMemo(() => toMenuItems(menus ?? [], language), [menus, language]);

  const toggle = () => {
    setCollapsed(!collapsed);
    writeStored(STORAGE_KEYS.isCollapse, !collapsed);
  };

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={220}
      theme="light"
      style={{ borderRight: '1px solid #f0f0f0' }}
    >
      <nav aria-label={t('nav.label')}>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          title={collapsed ? t('nav.expand') : t('nav.collapse')}
          style={{ width: '100%', border: 0, background: 'none', padding: 12, cursor: 'pointer', fontSize: 16 }}
        >
          {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        </button>
        {isPending && <Skeleton active paragraph={{ rows: 6 }} title={false} style={{ padding: 12 }} />}
        {isError &&
          (collapsed ? (
            <Tooltip title={t('nav.failed')} placement="right">
              <Button
                danger
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('nav.failedRetry')}
                onClick={() => void refetch()}
                style={{ width: '100%' }}
              />
            </Tooltip>
          ) : (
            <Alert
              type="error"
              title={t('nav.failed')}
              action={
                <Button size="small" aria-label={t('nav.failedRetry')} onClick={() => void refetch()}>
                  {t('common:actions.retry')}
                </Button>
              }
              style={{ margin: 8 }}
            />
          ))}
        {menus && (
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[pathname]}
            defaultOpenKeys={collapsed ? [] : parentKeyOf(menus, pathname)}
          />
        )}
      </nav>
    </Layout.Sider>
  );
}
