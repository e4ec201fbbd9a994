import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { nameCount } from '@/components/name-rules';
import { PARAM_NAME_RULE, paramRules } from '../param-rules';
import type { FileParam, ParamInput } from '../types';

/** Add or edit a department or an area: Chinese and English names, code, remark. */
export function ParamFormDialog({
  open,
  title,
  param,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  param: FileParam | null;
  onSubmit: (input: ParamInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('org');
  const rules = paramRules(t);
  return (
    <FormDialog<ParamInput>
      open={open}
      title={title}
      initialValues={param ? { paramName: param.paramName, paramNameEn: param.paramNameEn, code: param.code, remark: param.remark } : {}}
      onSubmit={(values) =>
        onSubmit({
          paramName: values.paramName.trim(),
          paramNameEn: values.paramNameEn.trim(),
          code: values.code?.trim() ?? '',
          remark: values.remark?.trim() ?? '',
        })
      }
      onClose={onClose}
    >
      <Form.Item name="paramNameEn" label={t('fields.nameEn')} rules={rules.paramNameEn}>
        <Input count={nameCount(PARAM_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="paramName" label={t('fields.nameZh')} rules={rules.paramName}>
        <Input count={nameCount(PARAM_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={rules.code}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
