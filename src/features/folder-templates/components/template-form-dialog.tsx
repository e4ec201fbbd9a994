import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { nameCount } from '@/components/name-rules';
import { useSaveTemplate } from '../api/save-template';
import { FOLDER_NAME_RULE, folderNameRules } from '../template-rules';
import type { FolderTemplate } from '../types';

/** Create a template (its root folder takes the name) or rename it and change its remark. */
export function TemplateFormDialog({
  open,
  template,
  onClose,
  onCreated,
}: {
  open: boolean;
  template: FolderTemplate | null;
  onClose: () => void;
  onCreated?: (template: FolderTemplate) => void;
}) {
  const { t } = useTranslation('folder-templates');
  const save = useSaveTemplate();
  return (
    <FormDialog<{ tempName: string; remark?: string }>
      open={open}
      title={template ? t('editTitle', { name: template.tempName }) : t('createTitle')}
      initialValues={template ? { tempName: template.tempName, remark: template.remark } : {}}
      onSubmit={async ({ tempName, remark }) => {
        const saved = await save.mutateAsync({
          ...(template ? { mapId: template.mapId } : {}),
          tempName: tempName.trim(),
          remark: remark?.trim() ?? '',
        });
        notify.success(t('saved'));
        if (!template) onCreated?.(saved);
      }}
      onClose={onClose}
    >
      <Form.Item name="tempName" label={t('fields.tempName')} rules={folderNameRules(t)}>
        <Input count={nameCount(FOLDER_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={[{ max: 200, message: t('rules.remarkMax') }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
