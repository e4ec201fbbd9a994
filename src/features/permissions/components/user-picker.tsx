import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsersByName } from '@/entities/users/get-users-by-name';

/** Find a user by name or account (GET /user/showByName/{userName}). */
export function UserPicker({ value, onChange, id }: { value?: { value: string; label: string }; onChange?: (user: { value: string; label: string } | undefined) => void; id?: string }) {
  const { t } = useTranslation('permissions');
  const [text, setText] = useState('');
  const found = useUsersByName(text);
  return (
    <Select
      id={id}
      showSearch
      labelInValue
      allowClear
      filterOption={false}
      onSearch={setText}
      loading={found.isFetching}
      placeholder={t('searchUser')}
      notFoundContent={text.trim() ? t('noUsersFound') : t('searchUser')}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={(found.data ?? []).map((user) => ({ value: user.userId, label: `${user.username} (${user.useraccount})` }))}
    />
  );
}
