import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/get-roles';
import { roleName } from '../levels';

/** Choose a role; searchable, keyboard-operable. */
export function RoleSelect({ value, onChange, id, excludeManager }: { value?: string; onChange?: (roleId: string) => void; id?: string; excludeManager?: boolean }) {
  const { t, i18n } = useTranslation('permissions');
  const roles = useRoles();
  return (
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
  );
}
