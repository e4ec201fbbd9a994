import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameCount, nameRules } from '@/components/name-rules';
import { FILE_NAME_RULE, revealBidi } from '@/lib/names';
import { useBusy } from '@/lib/use-busy';
import type { FileRow } from '../../shared/types';
import { splitFileName, type FileRename } from '../use-file-rename';

/**
 * Rename a file: its name before the extension, under the file name rule (the server's too). A name stored
 * before that rule (a tab, a trailing dot) opens as it is and is refused, with the reason, until put right.
 */
export function FileRenameDialog({ file, rename }: { file: FileRow; rename: FileRename }) {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<{ base: string }>();
  const { busy, run } = useBusy();
  const { cancel, submit } = rename;
  const { base, extension } = splitFileName(file.fileName, file.fileType);

  const onOk = async () => {
    const { base: typed } = await form.validateFields();
    await run(() => submit(file, `${typed.trim()}${extension}`));
  };

  return (
    <Modal
      open
      title={t('fileRename.title', { name: revealBidi(file.fileName) })}
      okText={t('fileRename.ok')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => void onOk().catch(() => undefined)}
      onCancel={cancel}
      forceRender
    >
      <Form form={form} name="file-rename" layout="vertical" initialValues={{ base }} onFinish={() => void onOk().catch(() => undefined)}>
        <Form.Item
          name="base"
          label={t('fileRename.name')}
          extra={extension ? t('fileRename.keepsType', { type: extension }) : undefined}
          rules={nameRules(t, FILE_NAME_RULE, { required: t('fileRename.required'), forbidden: t('fileRename.forbidden') })}
        >
          <Input autoFocus count={nameCount(FILE_NAME_RULE)} suffix={extension || undefined} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
