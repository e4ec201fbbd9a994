import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { RetrieveForm } from '../components/retrieve-form';

export default function LoginPage() {
  const { t } = useTranslation('login');
  const [retrieving, setRetrieving] = useState(false);
  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {retrieving ? t('retrieve.title') : t('title')}
        </Typography.Title>
        {retrieving ? (
          <RetrieveForm onBackToLogin={() => setRetrieving(false)} />
        ) : (
          <LoginForm onForgotPassword={() => setRetrieving(true)} />
        )}
      </Card>
    </AuthFrame>
  );
}
