import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { clearSession, getToken } from '@/lib/session';
import { useBusy } from '@/lib/use-busy';
import { activateAccount } from '../api/activate-account';
import { AuthFrame } from '../components/auth-frame';
import { NewPasswordForm, type NewPasswordValues } from '../components/new-password-form';
import { useLogout } from '../use-logout';

/**
 * First login (spec §2, §4): a new password activates the account, then the user signs in again. Until then
 * this is the only screen the session reaches (the route guard sends every other address here), so signing
 * out is offered here too.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const logout = useLogout();
  const { busy: saving, run } = useBusy();
  const signedIn = getToken() !== null;

  const onFinish = async ({ newPassword }: NewPasswordValues) => {
    // The client shows the server's refusal; what was typed stays.
    if (!(await run(() => activateAccount({ newPassword })))) return;
    clearSession();
    notify.success(t('activated'));
    navigate('/login', { replace: true });
  };

  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('firstLoginTitle')}
        </Typography.Title>
        {signedIn ? (
          <>
            <Typography.Paragraph type="secondary">{t('firstLoginHint')}</Typography.Paragraph>
            <NewPasswordForm saving={saving} onSubmit={onFinish} />
            <Button type="link" block onClick={() => void logout()} style={{ marginTop: 8 }}>
              {t('signOut')}
            </Button>
          </>
        ) : (
          <Alert type="warning" showIcon title={t('common:errors.sessionExpired')} action={<Link to="/login">{t('login:title')}</Link>} />
        )}
      </Card>
    </AuthFrame>
  );
}
