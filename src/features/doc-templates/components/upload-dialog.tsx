import { Button, Form, Input, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { nameCount, nameRules } from '@/components/name-rules';
import { revealBidi, SHORT_NAME_RULE } from '@/lib/names';
import { notify } from '@/lib/notify';
import { useUploadDocTemplate } from '../api/upload-doc-template';
import { TEMPLATE_EXTENSIONS, templateFileRefusal } from '../template-file-rules';
import type { DocTemplate } from '../types';

interface Values {
  templateName: string;
  remark?: string;
  files?: UploadFile[];
}

/** Upload a new document template, or replace one's file. The file is checked before anything is sent. */
export function UploadDialog({ open, template, onClose }: { open: boolean; template: DocTemplate | null; onClose: () => void }) {
  const { t } = useTranslation('doc-templates');
  const upload = useUploadDocTemplate();
  return (
    <FormDialog<Values>
      open={open}
      title={template ? t('replaceTitle', { name: template.templateName }) : t('uploadTitle')}
      okText={t('actions.upload')}
      initialValues={template ? { templateName: template.templateName, remark: template.remark } : {}}
      onSubmit={async ({ templateName, remark, files }) => {
        const file = files?.[0]?.originFileObj;
        await upload.mutateAsync({
          templateId: template?.templateId,
          templateName: templateName.trim(),
          remark: remark?.trim() ?? '',
          file,
        });
        notify.success(t('uploaded'));
      }}
      onClose={onClose}
    >
      <Form.Item name="templateName" label={t('fields.templateName')} rules={nameRules(t, SHORT_NAME_RULE, { required: t('rules.name') })}>
        <Input count={nameCount(SHORT_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: 200, message: t('rules.remarkMax') }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('fields.file')}
        valuePropName="fileList"
        // The list shows the chosen name with its bidi controls revealed; the file itself keeps its name.
        getValueFromEvent={(event: { fileList: UploadFile[] }) =>
          event.fileList.slice(-1).map((f) => ({ ...f, name: revealBidi(f.originFileObj?.name ?? f.name) }))
        }
        extra={t('fileHint', { types: TEMPLATE_EXTENSIONS.join(' ') })}
        rules={[
          { required: !template, message: t('rules.file') },
          {
            validator: (_rule, files: UploadFile[] | undefined) => {
              const file = files?.[0]?.originFileObj;
              const refusal = file ? templateFileRefusal(file) : null;
              return refusal ? Promise.reject(new Error(t(refusal))) : Promise.resolve();
            },
          },
        ]}
      >
        <Upload beforeUpload={() => false} maxCount={1} accept={TEMPLATE_EXTENSIONS.join(',')}>
          <Button icon={<UploadOutlined />}>{t('chooseFile')}</Button>
        </Upload>
      </Form.Item>
    </FormDialog>
  );
}
