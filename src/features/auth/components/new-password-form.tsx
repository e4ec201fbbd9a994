import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkOnBlur } from '@/lib/stale-submit';
import { notify } from '@/lib/notify';
import { NewPasswordFields } from './new-password-fields';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation under the rules of §5, validated on blur; an invalid submit says
 * PW.re_enter_password. Used by first-login activation and the password reset (which puts its code field
 * first, as `children`, and keeps the form to mark a refused code).
 */
export function NewPasswordForm<Values extends NewPasswordValues = NewPasswordValues>({
  saving,
  onSubmit,
  form: given,
  initialValues,
  children,
}: {
  saving: boolean;
  onSubmit: (values: Values) => void;
  form?: FormInstance<Values>;
  initialValues?: Partial<Values>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('password');
  const [own] = Form.useForm<Values>();
  const form = given ?? own;
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      {...checkOnBlur(form, () => notify.warning(t('PW.re_enter_password')))}
      size="large"
    >
      {children}
      <NewPasswordFields autoFocus />
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('submit')}
      </Button>
    </Form>
  );
}
