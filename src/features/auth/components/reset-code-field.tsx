import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResendCode } from '../use-resend-code';

/**
 * The reset code field of a form (name `code`, required) with its get-code button, which asks for another
 * code for `account` and then counts down.
 */
export function ResetCodeField({
  account,
  justSent = false,
  autoFocus = false,
}: {
  account: string;
  justSent?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('login');
  const { resend, sending, waiting, secondsLeft } = useResendCode(account, { justSent });
  return (
    <Form.Item label={t('retrieve.code')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('retrieve.codeRequired') }]}>
          <Input autoComplete="one-time-code" inputMode="numeric" aria-label={t('retrieve.code')} autoFocus={autoFocus} />
        </Form.Item>
        <Button onClick={() => void resend()} disabled={waiting} loading={sending}>
          {waiting ? t('retrieve.resendIn', { seconds: secondsLeft }) : t('retrieve.getCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
