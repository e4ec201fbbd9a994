import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FolderTreeSelect } from '@/components/folder-tree-select';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { useSaveFileGrant } from '../api/save-file-grant';
import { fileLevelOptions } from '../levels';
import { FilePicker } from './file-picker';

interface Values {
  dirId: string;
  fileId: string;
  fileLevel: number;
}

/** A single-file permission for a role: the folder, the file in it, the file level (replaces the folder's for that file). */
export function FileGrantDialog({
  roleId,
  roleName,
  open,
  onClose,
}: {
  roleId: string;
  roleName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('permissions');
  const [form] = Form.useForm<Values>();
  const folders = useFolderTree();
  const save = useSaveFileGrant();
  const dirId = (Form.useWatch('dirId', form) as string | undefined) ?? '';
  return (
    <FormDialog<Values>
      form={form}
      open={open}
      title={t('fileGrantTitle', { role: roleName })}
      onSubmit={async ({ fileId, fileLevel }) => {
        await save.mutateAsync({ roleId, fileId, fileLevel });
        notify.success(t('fileGrantSaved'));
      }}
      onClose={onClose}
    >
      <Form.Item name="dirId" label={t('fields.folder')} rules={[{ required: true, message: t('rules.folder') }]}>
        <FolderTreeSelect folders={folders.data} loading={folders.isPending} onChange={() => form.setFieldValue('fileId', undefined)} />
      </Form.Item>
      <Form.Item name="fileId" label={t('fields.file')} rules={[{ required: true, message: t('rules.file') }]}>
        <FilePicker dirId={dirId} />
      </Form.Item>
      <Form.Item name="fileLevel" label={t('fields.fileLevel')} rules={[{ required: true, message: t('rules.fileLevel') }]}>
        <Select options={fileLevelOptions(t)} />
      </Form.Item>
    </FormDialog>
  );
}
