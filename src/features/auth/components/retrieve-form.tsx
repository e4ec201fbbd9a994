import { useState } from 'react';
import { Button, Form } from 'antd';
// The input alone: antd's `Input` also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkOnBlur } from '@/lib/stale-submit';
import { sendActivation } from '../api/send-activation';

/** Forgot password: only an account field and a way back to the login form (spec §2). */
export function RetrieveForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ account: string }>();

  const onFinish = async ({ account }: { account: string }) => {
    setSending(true);
    try {
      await sendActivation(account.trim());
      navigate(`/verificationCode?account=${encodeURIComponent(account.trim())}`);
    } catch {
      // The client has shown the server's message; the typed account stays.
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} {...checkOnBlur(form)} size="large">
      <Form.Item
        name="account"
        label={t('account')}
        rules={[
          { required: true, whitespace: true, message: t('rules.account') },
          { max: 50, message: t('rules.accountLength', { count: 50 }) },
        ]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('accountPlaceholder')} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('retrieve.sendCode')}
      </Button>
      <Button type="link" onClick={onBackToLogin} style={{ paddingInline: 0, marginTop: 8 }}>
        {t('retrieve.backToLogin')}
      </Button>
    </Form>
  );
}
