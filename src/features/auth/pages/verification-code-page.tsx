import { useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { sendActivation } from '../api/send-activation';
import { AuthFrame } from '../components/auth-frame';
import { useCountdown } from '../use-countdown';

/** Seconds before another code may be asked for. */
const RESEND_AFTER_S = 60;

/** Password reset, step 2: the code sent to the account, with a get-code button that counts down. */
export default function VerificationCodePage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  // The retrieve form has just sent a code: count down as if the button had been pressed.
  const countdown = useCountdown(RESEND_AFTER_S, { startRunning: Boolean(account) });
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await sendActivation(account);
      notify.success(t('retrieve.codeSent'));
      countdown.start();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  const onFinish = ({ code }: { code: string }) =>
    navigate('/setPassword', { state: { account, code: code.trim() } });

  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('retrieve.title')}
        </Typography.Title>
        {account ? (
          <Form layout="vertical" requiredMark={false} validateTrigger="onBlur" onFinish={onFinish} size="large">
            <Typography.Paragraph>{t('retrieve.codeSentTo', { account })}</Typography.Paragraph>
            <Form.Item label={t('retrieve.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[{ required: true, whitespace: true, message: t('retrieve.codeRequired') }]}
                >
                  <Input autoComplete="one-time-code" inputMode="numeric" aria-label={t('retrieve.code')} autoFocus />
                </Form.Item>
                <Button onClick={() => void resend()} disabled={countdown.running} loading={sending}>
                  {countdown.running ? t('retrieve.resendIn', { seconds: countdown.left }) : t('retrieve.getCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Button type="primary" htmlType="submit" block>
              {t('retrieve.next')}
            </Button>
          </Form>
        ) : (
          <Typography.Paragraph>{t('retrieve.noAccount')}</Typography.Paragraph>
        )}
        <Link to="/login">{t('retrieve.backToLogin')}</Link>
      </Card>
    </AuthFrame>
  );
}
