import { useId, useLayoutEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameCount, nameRules } from '@/components/name-rules';
import type { NameRule } from '@/lib/names';
import { useBusy } from '@/lib/use-busy';

export interface NameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** The field's label, and so its accessible name. */
  label: string;
  /** The rule the name is held to (the server's too). */
  rule: NameRule;
  /** Said when the field is empty, and when the name holds a character the rule forbids. */
  messages: { required: string; forbidden: string };
  initialName?: string;
  /** A note under the field. */
  extra?: string;
  /** Shown inside the field after the name: a part of it that stays as it is (a file's extension). */
  suffix?: string;
  /** Given the name trimmed. Rejects when the server refused: the dialog stays open with the typed name. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Name something (a new folder) or rename it (a folder, a file) under a shared name rule: required, at least
 * one visible character, at most the rule's length counted in code points (the count shows; nothing is cut),
 * none of its forbidden characters. A name stored before the rule opens as it is and is refused, with the
 * reason, until put right.
 */
export function NameDialog({
  open,
  title,
  okText,
  label,
  rule,
  messages,
  initialName = '',
  extra,
  suffix,
  onSubmit,
  onCancel,
}: NameDialogProps) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<{ name: string }>();
  const { busy, run } = useBusy();
  // Two of these dialogs live at once (create, rename): a form name keeps their field ids apart.
  const formName = `name-dialog-${useId().replace(/:/g, '')}`;

  // Before the dialog is painted, as FormDialog does: set after it, the initial name would replace one typed the
  // moment the dialog shows (a quick user, an e2e step under load).
  useLayoutEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    // The caller shows a refusal; the name stays for another try.
    if (await run(() => onSubmit(name.trim()))) form.resetFields();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      forceRender
    >
      <Form form={form} name={formName} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item name="name" label={label} extra={extra} rules={nameRules(t, rule, messages)}>
          {/* Mounted closed (forceRender) beside a dialog that opens with it, the hidden field must not take its focus. */}
          <Input autoFocus={open} count={nameCount(rule)} suffix={suffix} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
