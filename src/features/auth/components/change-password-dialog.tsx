import { useState } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkOnBlur } from '@/lib/stale-submit';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { clearSession } from '@/lib/session';
import { updatePassword } from '../api/update-password';
import { NewPasswordFields } from './new-password-fields';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (spec §2, 800 px): old, new and confirm, submit and reset. Success returns to login; a
 * refusal shows errmsg as an error, and the dialog closes and resets (spec §8).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('password');
  const [form] = Form.useForm<PasswordForm>();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const onFinish = async ({ oldPassword, newPassword }: PasswordForm) => {
    setSaving(true);
    try {
      await updatePassword({ oldPassword, newPassword });
      notify.success(t('changed'));
      clearSession();
      close();
      navigate('/login', { replace: true });
    } catch (error) {
      notify.error(isApiError(error) ? error.message : t('common:errors.unknown'));
      close();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} onCancel={close} width={800} title={t('changeTitle')} footer={null} forceRender>
      <Form<PasswordForm>
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 16 }}
        onFinish={onFinish}
        {...checkOnBlur(form, () => notify.warning(t('PW.re_enter_password')))}
      >
        <Form.Item name="oldPassword" label={t('oldPassword')} rules={[{ required: true, message: t('PW.input_old') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Form.Item wrapperCol={{ offset: 5, span: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('submit')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('reset')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
