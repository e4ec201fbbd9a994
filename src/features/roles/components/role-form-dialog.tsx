import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useUpdateRole } from '@/entities/roles/update-role';
import { nameCount } from '@/components/name-rules';
import { useCreateRole } from '../api/create-role';
import { ROLE_NAME_RULE, ROLE_REMARK_MAX, roleRules } from '../role-rules';
import type { RoleInput, RoleRow } from '../types';

/** Create a role or edit its names and remark. */
export function RoleFormDialog({ open, role, onClose }: { open: boolean; role: RoleRow | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const rules = roleRules(t);
  const create = useCreateRole();
  const update = useUpdateRole();
  return (
    <FormDialog<RoleInput>
      open={open}
      title={role ? t('editTitle') : t('createTitle')}
      initialValues={role ? { roleName: role.roleName, roleNameEn: role.roleNameEn, remark: role.remark } : {}}
      onSubmit={async (values) => {
        const input = { ...values, remark: values.remark ?? '' };
        if (role) await update.mutateAsync({ roleId: role.roleId, ...input });
        else await create.mutateAsync(input);
        notify.success(role ? t('saved') : t('created'));
      }}
      onClose={onClose}
    >
      <Form.Item name="roleNameEn" label={t('fields.roleNameEn')} rules={rules.roleNameEn}>
        <Input count={nameCount(ROLE_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="roleName" label={t('fields.roleName')} rules={rules.roleName}>
        <Input count={nameCount(ROLE_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={3} maxLength={ROLE_REMARK_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
