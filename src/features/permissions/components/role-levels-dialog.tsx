import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useUpdateRole } from '@/entities/roles/update-role';
import { dirLevelOptions, fileLevelOptions, roleName } from '../levels';
import type { RoleLevels, RoleSummary } from '../types';

/** A role's maximum directory and file levels (every permission of the role is capped by them) and its default file level. */
export function RoleLevelsDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('permissions');
  const update = useUpdateRole();
  return (
    <FormDialog<RoleLevels>
      open={role !== null}
      title={t('levelsTitle', { role: role ? roleName(role, i18n.language) : '' })}
      initialValues={
        role ? { maxDirLevel: role.maxDirLevel, maxFileLevel: role.maxFileLevel, defaultFileLevel: role.defaultFileLevel } : {}
      }
      onSubmit={async (values) => {
        await update.mutateAsync({ roleId: role!.roleId, ...values });
        notify.success(t('levelsSaved'));
      }}
      onClose={onClose}
    >
      <Form.Item
        name="maxDirLevel"
        label={t('fields.maxDirLevel')}
        rules={[{ required: true, message: t('rules.dirLevel') }]}
        extra={t('maxDirHint')}
      >
        <Select options={dirLevelOptions(t)} />
      </Form.Item>
      <Form.Item
        name="maxFileLevel"
        label={t('fields.maxFileLevel')}
        rules={[{ required: true, message: t('rules.fileLevel') }]}
        extra={t('maxFileHint')}
      >
        <Select options={fileLevelOptions(t)} />
      </Form.Item>
      <Form.Item
        name="defaultFileLevel"
        label={t('fields.defaultFileLevel')}
        dependencies={['maxFileLevel']}
        extra={t('defaultFileHint')}
        rules={[
          { required: true, message: t('rules.fileLevel') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: number | undefined) =>
              value === undefined || value <= Number(getFieldValue('maxFileLevel'))
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.defaultAboveMax'))),
          }),
        ]}
      >
        <Select options={fileLevelOptions(t)} />
      </Form.Item>
    </FormDialog>
  );
}
