import { useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useUsersByName } from '@/entities/users/get-users-by-name';
import { useAddRoleMembers } from '../api/add-role-members';

interface Values {
  /** With their labels, so a choice keeps its name when the next search changes the options. */
  users: { value: string; label: string }[];
}

/** Give a role to users found by name or account (GET /user/showByName/{userName}). */
export function AddMembersDialog({
  roleId,
  roleName,
  open,
  onClose,
}: {
  roleId: string;
  roleName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  const [text, setText] = useState('');
  const found = useUsersByName(text);
  const add = useAddRoleMembers();
  return (
    <FormDialog<Values>
      open={open}
      title={t('addMembersTitle', { role: roleName })}
      okText={t('actions.addMembers')}
      onSubmit={async ({ users }) => {
        const changed = await add.mutateAsync({ roleId, userIds: users.map((user) => user.value) });
        notify.success(t('membersAdded', { count: changed }));
      }}
      onClose={onClose}
    >
      <Form.Item
        name="users"
        label={t('fields.users')}
        rules={[{ required: true, message: t('rules.usersRequired') }]}
        extra={t('searchUsersHint')}
      >
        <Select
          mode="multiple"
          labelInValue
          showSearch
          filterOption={false}
          onSearch={setText}
          loading={found.isFetching}
          notFoundContent={text.trim() ? t('noUsersFound') : t('searchUsersHint')}
          options={(found.data ?? []).map((user) => ({ value: user.userId, label: `${user.username} (${user.useraccount})` }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
