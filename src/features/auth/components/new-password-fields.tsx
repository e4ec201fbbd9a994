import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from '../password-rules';

/** The new password and its confirmation under the rules of §5 (inside a form with those two fields). */
export function NewPasswordFields({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation('password');
  return (
    <>
      <Form.Item name="newPassword" label={t('newPassword')} rules={newPasswordRules(t)} extra={t('PW.password_reg')}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={confirmPasswordRules(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
