import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Button, Layout, Menu, Skeleton, Tooltip, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Language } from '@/lib/i18n';
import { revealBidi } from '@/lib/names';
import { MenuIcon } from '@/components/menu-icon';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { useMenus } from '../api/get-menus';
import { assignMenuIcons, type RouteIcons } from '../menu-icons';
import type { MenuItem } from '../types';
import styles from './side-nav.module.css';
import { submenuKey, useOpenSubmenus } from './use-open-submenus';

type Items = NonNullable<MenuProps['items']>;

/** The menu's failure (antd's Alert) comes with the failure, not with every screen's first load. */
const NavFailedAlert = lazy(() => import('./nav-failed-alert'));

const byOrder = (a: MenuItem, b: MenuItem) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0);

/**
 * Wide enough for every label of the demo's menu on one line in en and zh ("Department management" under
 * "System management" the longest); a longer label from the server wraps (side-nav.module.css).
 */
export const SIDER_WIDTH = 256;

/**
 * Top-level items without children are links; items with children form a submenu (keyed under /basic)
 * whose children are links. Labels follow the language (menuName or menuNameEn). Every entry has an icon of
 * its own (assignMenuIcons), its route's where the server names none the menu can draw.
 */
export function toMenuItems(menus: MenuItem[], language: Language, routeIcons: RouteIcons): Items {
  const icons = assignMenuIcons(menus, routeIcons);
  const label = (menu: MenuItem) => revealBidi(language === 'en' ? menu.menuNameEn || menu.menuName : menu.menuName);
  const icon = (menu: MenuItem) => <MenuIcon name={icons.get(menu.menuId)} />;
  const link = (menu: MenuItem) => ({
    key: menu.menuUrl ?? menu.menuId,
    icon: icon(menu),
    label: menu.menuUrl ? <Link to={menu.menuUrl}>{label(menu)}</Link> : label(menu),
  });
  return [...menus].sort(byOrder).map((menu) =>
    menu.children?.length
      ? {
          key: submenuKey(menu),
          icon: icon(menu),
          label: label(menu),
          children: [...menu.children].sort(byOrder).map(link),
        }
      : link(menu),
  );
}

interface NavBodyProps {
  language: Language;
  routeIcons: RouteIcons;
  collapsed: boolean;
  /** The button at the top: the sider's collapse toggle, or the drawer's close button. */
  topButton: { label: string; icon: ReactNode; expanded: boolean; onClick: () => void };
}

/** The menu itself, with its loading and failure states: the same in the sider and in the phone's drawer. */
export function NavBody({ language, routeIcons, collapsed, topButton }: NavBodyProps) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const { data: menus, isPending, isError, refetch } = useMenus(language);
  const items = useMemo(() => toMenuItems(menus ?? [], language, routeIcons), [menus, language, routeIcons]);
  const submenus = useOpenSubmenus(menus, pathname, collapsed);

  return (
    <nav aria-label={t('nav.label')}>
      <button
        type="button"
        onClick={topButton.onClick}
        aria-expanded={topButton.expanded}
        aria-label={topButton.label}
        title={topButton.label}
        className={styles.topButton}
      >
        {topButton.icon}
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
          <Suspense fallback={null}>
            <NavFailedAlert onRetry={() => void refetch()} />
          </Suspense>
        ))}
      {menus && (
        <Menu
          mode="inline"
          inlineIndent={16}
          className={collapsed ? undefined : styles.expanded}
          items={items}
          selectedKeys={[pathname]}
          openKeys={submenus.openKeys}
          onOpenChange={submenus.onOpenChange}
        />
      )}
    </nav>
  );
}

/** The side navigation beside the content (tablet and desktop), collapsed unless the user saved otherwise. */
export function SideNav({ language, routeIcons }: { language: Language; routeIcons: RouteIcons }) {
  const { t } = useTranslation('layout');
  // Collapsed unless the user saved otherwise (spec §2).
  const [collapsed, setCollapsed] = useState(() => readStored<boolean>(STORAGE_KEYS.isCollapse) ?? true);

  const toggle = () => {
    setCollapsed(!collapsed);
    writeStored(STORAGE_KEYS.isCollapse, !collapsed);
  };

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={SIDER_WIDTH}
      theme="light"
      style={{ borderRight: '1px solid var(--ant-color-border-secondary)' }}
    >
      <NavBody
        language={language}
        routeIcons={routeIcons}
        collapsed={collapsed}
        topButton={{
          label: collapsed ? t('nav.expand') : t('nav.collapse'),
          icon: collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />,
          expanded: !collapsed,
          onClick: toggle,
        }}
      />
    </Layout.Sider>
  );
}
