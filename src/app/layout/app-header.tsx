import { Suspense, lazy, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button, Dropdown, Layout } from 'antd';
import {
  BgColorsOutlined,
  CheckOutlined,
  DownOutlined,
  InfoCircleOutlined,
  MenuOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconAction } from '@/components/icon-action/icon-action';
import { useLogout } from '@/features/auth/use-logout';
import { LANGUAGES, currentLanguage, switchLanguage, type Language } from '@/lib/i18n';
import { revealBidi } from '@/lib/names';
import { notify } from '@/lib/notify';
import { getUser } from '@/lib/session';
import { THEME_MODES, setThemePreference, useThemePreference } from '@/lib/theme';
import styles from './app-layout.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** In place of a dialog whose code could not be fetched: says so and closes. */
function NotLoaded({ onClose }: DialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    notify.error(t('common:errors.connectionFailed'));
    onClose();
  }, [onClose, t]);
  return null;
}

/**
 * The header's dialogs (their form, validation, sanitiser and descriptions) load when first opened, not with
 * the first paint of every screen.
 */
const lazyDialog = (load: () => Promise<ComponentType<DialogProps>>) =>
  lazy((): Promise<{ default: ComponentType<DialogProps> }> =>
    load().then(
      (Dialog) => ({ default: Dialog }),
      () => ({ default: NotLoaded }),
    ),
  );
const ChangePasswordDialog = lazyDialog(() =>
  import('@/features/auth/components/change-password-dialog').then((m) => m.ChangePasswordDialog),
);
const VersionDialog = lazyDialog(() => import('@/features/version/components/version-dialog').then((m) => m.VersionDialog));

/** Light, dark or the system's, and compact or not: the user's choice, kept for this account on this device. */
function ThemeMenu() {
  const { t } = useTranslation('layout');
  const preference = useThemePreference();
  const mark = (on: boolean) => (on ? <CheckOutlined aria-hidden /> : <span aria-hidden className={styles.noMark} />);
  return (
    <Dropdown
      autoFocus
      trigger={['click']}
      menu={{
        items: [
          ...THEME_MODES.map((mode) => ({ key: mode, icon: mark(preference.mode === mode), label: t(`theme.${mode}`) })),
          { type: 'divider' as const },
          { key: 'compact', icon: mark(preference.compact), label: t('theme.compact') },
        ],
        onClick: ({ key }) =>
          setThemePreference(
            key === 'compact' ? { ...preference, compact: !preference.compact } : { ...preference, mode: key as typeof preference.mode },
          ),
      }}
    >
      <Button
        type="text"
        size="middle"
        className={styles.headerButton}
        icon={<BgColorsOutlined />}
        aria-label={t('theme.label')}
        title={t('theme.label')}
      />
    </Dropdown>
  );
}

/**
 * The language switch (spec §2): a menu of the languages, the current one checked, as the theme menu is. A
 * menu rather than antd's Select: the Select (and its virtual list) would weigh on every signed-in
 * screen's first load for two entries.
 */
function LanguageMenu() {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  const name = (language: Language) => t(`language.${language}`);
  return (
    <Dropdown
      autoFocus
      trigger={['click']}
      menu={{
        items: LANGUAGES.map((language) => ({
          key: language,
          icon: language === current ? <CheckOutlined aria-hidden /> : <span aria-hidden className={styles.noMark} />,
          label: <span title={name(language)}>{name(language)}</span>,
        })),
        selectable: false,
        onClick: ({ key }) => key !== current && switchLanguage(key as Language),
      }}
    >
      <Button type="text" className={`${styles.headerButton} ${styles.language}`} aria-label={`${t('language.label')}: ${name(current)}`}>
        {name(current)} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/**
 * Header (spec §2): logo to home, language switch, user menu (change password — hidden when the user
 * carries the data-view flag — and exit), and the version information button.
 */
export function AppHeader({
  onOpenNav,
  onOpenPalette,
}: {
  /** On a phone: opens the navigation drawer. */
  onOpenNav?: () => void;
  /** Wider than a phone: opens the command palette (also Ctrl+K). */
  onOpenPalette?: () => void;
}) {
  const { t } = useTranslation('layout');
  const logout = useLogout();
  const [dialog, setDialog] = useState<'password' | 'version' | null>(null);
  // A dialog opened once stays mounted, so it closes with its animation and opens again at once.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const open = (which: 'password' | 'version') => {
    setOpened((before) => new Set(before).add(which));
    setDialog(which);
  };
  const close = useCallback(() => setDialog(null), []);
  const user = getUser();
  const name = user?.username ?? user?.useraccount ?? '';
  // ASSUMED: the data-view flag is a truthy `dataView` field on the stored user (the spec names the flag only).
  const dataView = Boolean(user?.dataView);

  const menuItems = [...(dataView ? [] : [{ key: 'password', label: t('changePassword') }]), { key: 'exit', label: t('exit') }];

  return (
    <Layout.Header className={styles.header}>
      {onOpenNav && (
        <IconAction
          type="text"
          size="middle"
          className={styles.headerButton}
          icon={<MenuOutlined />}
          label={t('nav.open')}
          onClick={onOpenNav}
        />
      )}
      <Link to="/home" className={styles.logo}>
        <img src="/logo.svg" alt="" />
        <span className={styles.appName}>{t('common:appName')}</span>
      </Link>
      <span className={styles.spacer} />
      {onOpenPalette && (
        <IconAction
          type="text"
          size="middle"
          className={styles.headerButton}
          icon={<SearchOutlined />}
          label={t('palette.open')}
          onClick={onOpenPalette}
        />
      )}
      <LanguageMenu />
      <ThemeMenu />
      <Dropdown
        // Opened from the keyboard, the focus goes into the menu, so the arrows and Enter work in it.
        autoFocus
        trigger={['click']}
        menu={{
          items: menuItems,
          onClick: ({ key }) => (key === 'exit' ? void logout() : open('password')),
        }}
      >
        <Button type="text" className={styles.headerButton} aria-label={t('userMenu', { name })}>
          <UserOutlined /> <span className={styles.userName}>{revealBidi(name)}</span> <DownOutlined />
        </Button>
      </Dropdown>
      <IconAction
        type="text"
        size="middle"
        className={styles.headerButton}
        icon={<InfoCircleOutlined />}
        label={t('info')}
        onClick={() => open('version')}
      />
      <Suspense fallback={null}>
        {opened.has('password') && <ChangePasswordDialog open={dialog === 'password'} onClose={close} />}
        {opened.has('version') && <VersionDialog open={dialog === 'version'} onClose={close} />}
      </Suspense>
    </Layout.Header>
  );
}
