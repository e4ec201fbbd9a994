import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsersByName } from '@/entities/users/get-users-by-name';

export interface PickedUser {
  value: string;
  label: string;
}

/** Find one user by name or account (GET /user/showByName/{userName}); the choice keeps its label. */
export function UserPicker({ value, onChange, id }: { value?: PickedUser; onChange?: (user: PickedUser | undefined) => void; id?: string }) {
  const { t } = useTranslation('teams');
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
