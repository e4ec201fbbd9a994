import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Space, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** Values the form starts from each time it opens (an edit dialog's current values). */
  initialValues?: Partial<V>;
  okText?: ReactNode;
  width?: number;
  /** Sends the form. A rejection keeps the dialog open with what was typed and shows the message. */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  form?: FormInstance<V>;
  layout?: FormProps['layout'];
}

/**
 * A dialog holding a form: it validates before sending (fields check on blur and again on submit), submits
 * on Enter or with the OK button, shows a failed call's message inside the dialog and keeps every field as
 * typed; it closes only when the call succeeds.
 */
export function FormDialog<V extends object>({
  open,
  title,
  initialValues,
  okText,
  width = 560,
  onSubmit,
  onClose,
  children,
  form: given,
  layout = 'vertical',
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
    // Only when the dialog opens: later changes of initialValues must not overwrite what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setError(null);
    onClose();
  };

  const finish = async (values: V) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
      close();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t('common:errors.unknown'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} width={width} onCancel={close} footer={null} forceRender destroyOnHidden={false} mask={{ closable: false }}>
      <Form<V> form={form} layout={layout} validateTrigger="onBlur" onFinish={(values) => void finish(values)}>
        {error && <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 16 }} />}
        {children}
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <Space>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {okText ?? t('common:actions.save')}
            </Button>
          </Space>
        </div>
      </Form>
    </Modal>
  );
}
