import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUsersByName } from './get-users-by-name';

/** A user chosen in a picker: the id, and the label shown for it. */
export interface PickedUser {
  value: string;
  label: string;
}

/** Find one user by name or account (GET /user/showByName/{userName}); the choice keeps its label. */
export function UserPicker({
  value,
  onChange,
  id,
}: {
  value?: PickedUser;
  onChange?: (user: PickedUser | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
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
      placeholder={t('common:userPicker.search')}
      notFoundContent={text.trim() ? t('common:userPicker.noneFound') : t('common:userPicker.search')}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={(found.data ?? []).map((user) => ({ value: user.userId, label: `${user.username} (${user.useraccount})` }))}
    />
  );
}
