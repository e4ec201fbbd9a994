import { Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AuthFrame } from '../components/auth-frame';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetCodeField } from '../components/reset-code-field';
import { useResetPassword, type ResetValues } from '../use-reset-password';

/**
 * Password reset, step 3: a new password under the rules of §5. The account and code arrive in the
 * navigation state (never in the address, where they would be logged). No call the spec shows checks a
 * code on its own, so the server first judges it here: the code stays on this step, editable, with its
 * get-code button, and a refused code is marked there; the user corrects it without starting again.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation('password');
  const { state } = useLocation() as { state: { account?: string; code?: string } | null };
  const [form] = Form.useForm<ResetValues>();
  const account = state?.account ?? '';
  const code = state?.code ?? '';
  const { saving, submit } = useResetPassword(account, (message) => {
    form.setFields([{ name: 'code', errors: [message] }]);
    form.focusField('code');
  });

  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('resetTitle')}
        </Typography.Title>
        {account && code ? (
          <NewPasswordForm<ResetValues> form={form} initialValues={{ code }} saving={saving} onSubmit={(values) => void submit(values)}>
            <Typography.Paragraph>{t('login:retrieve.codeSentTo', { account })}</Typography.Paragraph>
            <ResetCodeField account={account} />
          </NewPasswordForm>
        ) : (
          <Typography.Paragraph>{t('resetStart')}</Typography.Paragraph>
        )}
        <Link to="/login">{t('login:retrieve.backToLogin')}</Link>
      </Card>
    </AuthFrame>
  );
}
