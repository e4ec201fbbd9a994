import { useId, useLayoutEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameCount, nameRules } from '@/components/name-rules';
import { FOLDER_NAME_RULE } from '@/lib/names';
import { useBusy } from '@/lib/use-busy';

export interface FolderNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  /** Rejects when the server refused: the dialog stays open with the typed name. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Name a new folder or rename one, under the shared folder name rule (the server's too): required (spec
 * §5), at least one visible character, at most 100 characters counted in code points (the count shows;
 * nothing is cut), no \ / : * ? " < > |.
 */
export function FolderNameDialog({ open, title, okText, initialName = '', onSubmit, onCancel }: FolderNameDialogProps) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<{ name: string }>();
  const { busy, run } = useBusy();
  // Two of these dialogs live at once (create, rename): a form name keeps their field ids apart.
  const formName = `folder-name-${useId().replace(/:/g, '')}`;

  // Before the dialog is painted, as FormDialog does: after it, a name typed the moment the dialog shows (a
  // quick user, an e2e step under load) was replaced by the initial one, and 'New folder' then refused to send.
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
        <Form.Item
          name="name"
          label={t('folder.name')}
          rules={nameRules(t, FOLDER_NAME_RULE, { required: t('folder.nameRequired'), forbidden: t('folder.nameForbidden') })}
        >
          <Input autoFocus count={nameCount(FOLDER_NAME_RULE)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
