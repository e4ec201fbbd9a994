import { Button, Card, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkOnBlur } from '@/lib/stale-submit';
import { AuthFrame } from '../components/auth-frame';
import { ResetCodeField } from '../components/reset-code-field';

/**
 * Password reset, step 2: the code sent to the account, with a get-code button that counts down. The
 * spec shows no call that checks a code on its own: the next step sends it with the new password, and a
 * refused code is corrected there.
 */
export default function VerificationCodePage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const account = params.get('account') ?? '';
  const [form] = Form.useForm<{ code: string }>();

  const onFinish = ({ code }: { code: string }) => navigate('/setPassword', { state: { account, code: code.trim() } });

  return (
    <AuthFrame>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          {t('retrieve.title')}
        </Typography.Title>
        {account ? (
          <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} {...checkOnBlur(form)} size="large">
            <Typography.Paragraph>{t('retrieve.codeSentTo', { account })}</Typography.Paragraph>
            {/* The retrieve form has just sent a code: count down as if the button had been pressed. */}
            <ResetCodeField account={account} justSent autoFocus />
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
