import { useState } from 'react';
import { Button, Dropdown, Layout, Select } from 'antd';
import { DownOutlined, InfoCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconAction } from '@/components/icon-action/icon-action';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { useLogout } from '@/features/auth/use-logout';
import { VersionDialog } from '@/features/version/components/version-dialog';
import { LANGUAGES, currentLanguage, switchLanguage, type Language } from '@/lib/i18n';
import { revealBidi } from '@/lib/names';
import { getUser } from '@/lib/session';
import styles from './app-layout.module.css';

/**
 * Header (spec §2): logo to home, language switch, user menu (change password — hidden when the user
 * carries the data-view flag — and exit), and the version information button.
 */
export function AppHeader() {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const [dialog, setDialog] = useState<'password' | 'version' | null>(null);
  const user = getUser();
  const name = user?.username ?? user?.useraccount ?? '';
  // ASSUMED: the data-view flag is a truthy `dataView` field on the stored user (the spec names the flag only).
  const dataView = Boolean(user?.dataView);

  const menuItems = [
    ...(dataView ? [] : [{ key: 'password', label: t('changePassword') }]),
    { key: 'exit', label: t('exit') },
  ];

  return (
    <Layout.Header className={styles.header}>
      <Link to="/home" className={styles.logo}>
        <img src="/logo.svg" alt="" />
        <span>{t('common:appName')}</span>
      </Link>
      <span className={styles.spacer} />
      <Select<Language>
        aria-label={t('common:language.label')}
        value={currentLanguage()}
        onChange={switchLanguage}
        options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
        style={{ width: 110 }}
      />
      <Dropdown
        // Opened from the keyboard, the focus goes into the menu, so the arrows and Enter work in it.
        autoFocus
        trigger={['click']}
        menu={{
          items: menuItems,
          onClick: ({ key }) => (key === 'exit' ? void logout() : setDialog('password')),
        }}
      >
        <Button type="text" className={styles.headerButton} aria-label={t('userMenu', { name })}>
          <UserOutlined /> {revealBidi(name)} <DownOutlined />
        </Button>
      </Dropdown>
      <IconAction
        type="text"
        size="middle"
        className={styles.headerButton}
        icon={<InfoCircleOutlined />}
        label={t('info')}
        onClick={() => setDialog('version')}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <VersionDialog open={dialog === 'version'} onClose={() => setDialog(null)} />
    </Layout.Header>
  );
}
