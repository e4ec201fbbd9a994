import { Layout, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, currentLanguage, switchLanguage, type Language } from '@/lib/i18n';
import styles from './app-layout.module.css';

export function AppHeader() {
  const { t } = useTranslation();
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
    </Layout.Header>
  );
}
