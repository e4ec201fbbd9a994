import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { resetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { confirmPasswordRules, newPasswordRules } from '../password-rules';

interface ResetForm {
  newPassword: string;
  confirmPassword: string;
}

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

  const onFinish = async ({ newPassword }: ResetForm) => {
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
          <Form<ResetForm>
            layout="vertical"
            validateTrigger="onBlur"
            onFinish={onFinish}
            onFinishFailed={() => notify.warning(t('PW.re_enter_password'))}
            size="large"
          >
            <Form.Item name="newPassword" label={t('newPassword')} rules={newPasswordRules(t)} extra={t('PW.password_reg')}>
              <Input.Password autoComplete="new-password" autoFocus />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('confirmPassword')}
              dependencies={['newPassword']}
              rules={confirmPasswordRules(t, 'newPassword')}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={saving}>
              {t('submit')}
            </Button>
          </Form>
        ) : (
          <Typography.Paragraph>{t('resetStart')}</Typography.Paragraph>
        )}
        <Link to="/login">{t('login:retrieve.backToLogin')}</Link>
      </Card>
    </AuthFrame>
  );
}
