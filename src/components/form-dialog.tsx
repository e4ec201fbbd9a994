import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Modal, Space, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkOnBlur } from '@/lib/stale-submit';

/** A click beside the dialog must not throw away what was typed. */
const MASK = { closable: false } as const;

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** Values the form starts from each time it opens (an edit dialog's current values); the form is built afresh on every opening. */
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
  // A form name of its own, so field ids never collide with another form on the page (labels find their field).
  const name = `dialog${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Every opening starts from initialValues, even when the previous closing has not finished (and so the
  // form has not been destroyed yet). Before the browser paints the dialog: after it, a fast typist (or a
  // test) could already have typed into a field that the reset would then empty.
  useLayoutEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

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
    <Modal open={open} title={title} width={width} onCancel={close} footer={null} destroyOnHidden mask={MASK}>
      <Form<V>
        form={form}
        name={name}
        layout={layout}
        initialValues={initialValues}
        onFinish={(values) => void finish(values)}
        {...checkOnBlur(form)}
      >
        {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
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
