import { useEffect, useId, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export const FOLDER_NAME_MAX = 100;
const FORBIDDEN = /[\\/:*?"<>|]/;

export interface FolderNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  /** Rejects when the server refused: the dialog stays open with the typed name. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

/** Name a new folder or rename one. The name is required (spec §5), at most 100 characters, no \ / : * ? " < > |. */
export function FolderNameDialog({ open, title, okText, initialName = '', onSubmit, onCancel }: FolderNameDialogProps) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  // Two of these dialogs live at once (create, rename): a form name keeps their field ids apart.
  const formName = `folder-name-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(name.trim());
      form.resetFields();
    } catch {
      // Shown by the caller; the name stays for another try.
    } finally {
      setBusy(false);
    }
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
          rules={[
            { required: true, whitespace: true, message: t('folder.nameRequired') },
            { max: FOLDER_NAME_MAX, message: t('folder.nameTooLong', { count: FOLDER_NAME_MAX }) },
            { validator: (_, value: string) => (value && FORBIDDEN.test(value) ? Promise.reject(new Error(t('folder.nameForbidden'))) : Promise.resolve()) },
          ]}
        >
          <Input autoFocus maxLength={FOLDER_NAME_MAX + 1} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
