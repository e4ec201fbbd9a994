import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { NewPasswordForm, type NewPasswordValues } from '../components/new-password-form';

/**
 * Password reset, step 3: a new password under the rules of §5. The account and code arrive in the
 * navigation state (never in the address, where they would be logged).
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { account?: string; code?: string } | null };
  const [saving, setSaving] = useState(false);
  const account = state?.account ?? '';
  const code = state?.code ?? '';

  const onFinish = async ({ newPassword }: NewPasswordValues) => {
    setSaving(true);
    try {
      await resetPassword({ userAccount: account, code, newPassword });
      notify.success(t('resetDone'));
      navigate('/login', { replace: true });
    } catch {
      // The client has shown the server's message; the typed passwords stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('resetTitle')}
        </Typography.Title>
        {account && code ? (
          <NewPasswordForm saving={saving} onSubmit={onFinish} />
        ) : (
          <Typography.Paragraph>{t('resetStart')}</Typography.Paragraph>
        )}
        <Link to="/login">{t('login:retrieve.backToLogin')}</Link>
      </Card>
    </AuthFrame>
  );
}
