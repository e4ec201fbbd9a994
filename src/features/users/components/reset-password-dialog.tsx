import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useResetUserPassword } from '../api/reset-user-password';
import type { UserRow } from '../types';
import { userRules } from '../user-rules';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

/** Set a temporary password; the user must change it at the next sign-in and is signed out now. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const rules = userRules(t);
  const reset = useResetUserPassword();
  return (
    <FormDialog<Values>
      open={user !== null}
      title={t('resetTitle', { name: user?.username ?? '' })}
      okText={t('actions.resetPassword')}
      onSubmit={async ({ newPassword }) => {
        await reset.mutateAsync({ userId: user!.userId, newPassword });
        notify.success(t('passwordReset'));
      }}
      onClose={onClose}
    >
      <p>{t('resetHint')}</p>
      <Form.Item name="newPassword" label={t('fields.newPassword')} rules={rules.password} extra={t('rules.passwordStrength')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        dependencies={['newPassword']}
        rules={rules.confirm('newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
