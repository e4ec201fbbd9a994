import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkOnBlur } from '@/lib/stale-submit';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { nameCount, nameRules } from '@/components/name-rules';
import { useAddPlmReceiver } from '../api/add-plm-receiver';
import { useUpdatePlmReceiver } from '../api/update-plm-receiver';
import { DEPARTMENT_MAX, EMAIL_MAX, NAME_RULE, REMARK_MAX, isValidEmail, toReceiverInput } from '../receiver-rules';
import type { PlmReceiver, PlmReceiverInput } from '../types';

/**
 * Add a receiver, or edit one (`receiver` given). Name and a valid email address are required; a refusal
 * from the server shows in the dialog, which keeps what was typed.
 */
export function ReceiverDialog({ open, receiver, onClose }: { open: boolean; receiver: PlmReceiver | null; onClose: () => void }) {
  const { t } = useTranslation('plm');
  const [form] = Form.useForm<PlmReceiverInput>();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddPlmReceiver();
  const update = useUpdatePlmReceiver();
  const saving = add.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (receiver) form.setFieldsValue(receiver);
  }, [open, receiver, form]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const save = async () => {
    let values: PlmReceiverInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setFailure(null);
    try {
      const input = toReceiverInput(values);
      if (receiver) await update.mutateAsync({ ...input, id: receiver.id });
      else await add.mutateAsync(input);
      notify.success(t(receiver ? 'saved' : 'added', { name: input.receiverName }));
      close();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:errors.unknown'));
    }
  };

  return (
    <Modal
      open={open}
      title={t(receiver ? 'editTitle' : 'addTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      onOk={() => void save()}
      onCancel={close}
      confirmLoading={saving}
      forceRender
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form<PlmReceiverInput> form={form} layout="vertical" name="plmReceiver" onFinish={() => void save()} {...checkOnBlur(form)}>
        <Form.Item name="receiverName" label={t('fields.name')} rules={nameRules(t, NAME_RULE, { required: t('rules.name') })}>
          <Input count={nameCount(NAME_RULE)} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('rules.email') },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error(t('rules.emailInvalid'))),
            },
          ]}
        >
          <Input type="email" maxLength={EMAIL_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item name="department" label={t('fields.department')} rules={[{ max: DEPARTMENT_MAX }]}>
          <Input maxLength={DEPARTMENT_MAX} />
        </Form.Item>
        <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: REMARK_MAX }]}>
          <Input.TextArea maxLength={REMARK_MAX} showCount rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
