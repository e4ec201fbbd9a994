import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useRoles } from '@/entities/roles/get-roles';
import { roleName } from '../levels';

/** Choose a role; searchable, keyboard-operable. */
export function RoleSelect({
  value,
  onChange,
  id,
  excludeManager,
}: {
  value?: string;
  onChange?: (roleId: string) => void;
  id?: string;
  excludeManager?: boolean;
}) {
  const { t, i18n } = useTranslation('permissions');
  const roles = useRoles();
  return (
    <Space orientation="vertical" size={4}>
      <Select
        id={id}
        aria-label={id ? undefined : t('role')}
        placeholder={t('pickRole')}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 260 }}
        loading={roles.isPending}
        value={value || undefined}
        onChange={onChange}
        options={(roles.data ?? [])
          .filter((role) => !(excludeManager && role.isSystemManager))
          .map((role) => ({ value: role.roleId, label: roleName(role, i18n.language) }))}
      />
      {roles.isError && <LoadError error={roles.error} onRetry={() => void roles.refetch()} retrying={roles.isFetching} />}
    </Space>
  );
}
