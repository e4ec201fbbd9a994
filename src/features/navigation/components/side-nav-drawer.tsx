import { useEffect, useRef } from 'react';
import { Drawer } from 'antd';
import { MenuFoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Language } from '@/lib/i18n';
import type { RouteIcons } from '../menu-icons';
import { NavBody, SIDER_WIDTH } from './side-nav';

/**
 * On a phone the menu lives in a drawer from the left, opened from the header, always expanded (labels
 * beside icons), and closed once a screen is chosen. Its own module: only a phone fetches it (the drawer's
 * code stays out of the desktop's first load).
 */
export default function SideNavDrawer({
  language,
  routeIcons,
  open,
  onClose,
}: {
  language: Language;
  routeIcons: RouteIcons;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (open && pathname !== shownAt.current) onClose();
    shownAt.current = pathname;
  }, [open, pathname, onClose]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      closable={false}
      size={Math.min(SIDER_WIDTH, window.innerWidth - 48)}
      styles={{ body: { padding: 0 } }}
      aria-label={t('nav.label')}
    >
      <NavBody
        language={language}
        routeIcons={routeIcons}
        collapsed={false}
        topButton={{ label: t('nav.close'), icon: <MenuFoldOutlined />, expanded: true, onClick: onClose }}
      />
    </Drawer>
  );
}
