import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { RetrieveForm } from '../components/retrieve-form';
import styles from '../components/auth-frame.module.css';

export default function LoginPage() {
  const { t } = useTranslation('login');
  const [retrieving, setRetrieving] = useState(false);
  return (
    <AuthFrame>
      {/* A plain box and heading: antd's Card and Typography bring Tabs, Dropdown, Skeleton and Tooltip. */}
      <section className={styles.card}>
        <h1 className={styles.title}>{retrieving ? t('retrieve.title') : t('title')}</h1>
        {retrieving ? (
          <RetrieveForm onBackToLogin={() => setRetrieving(false)} />
        ) : (
          <LoginForm onForgotPassword={() => setRetrieving(true)} />
        )}
      </section>
    </AuthFrame>
  );
}
