import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useRoles } from '@/entities/roles/get-roles';
import { roleLabel } from '../role-rules';

/** Choose the role a screen works on; searchable, keyboard-operable. */
export function RolePicker({ value, onChange }: { value: string; onChange: (roleId: string) => void }) {
  const { t, i18n } = useTranslation('roles');
  const roles = useRoles();
  return (
    <Space orientation="vertical" size={4}>
      <Select
        aria-label={t('pickRole')}
        placeholder={t('pickRole')}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 260 }}
        loading={roles.isPending}
        status={roles.isError ? 'error' : undefined}
        value={value || undefined}
        onChange={onChange}
        options={(roles.data ?? []).map((role) => ({ value: role.roleId, label: roleLabel(role, i18n.language) }))}
      />
      {roles.isError && <LoadError error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />}
    </Space>
  );
}
