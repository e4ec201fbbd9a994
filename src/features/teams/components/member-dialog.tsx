import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { UserPicker, type PickedUser } from '@/entities/users/user-picker';
import { useSaveTeamMember } from '../api/save-team-member';
import { authorityOptions, teamRules } from '../team-rules';
import type { TeamMember } from '../types';

interface Values {
  user?: PickedUser;
  role: 'editor' | 'viewer';
  authority: number;
}

/** Add a member (user, role and permission required, spec §5) or change a member's role and permission. */
export function MemberDialog({
  teamId,
  open,
  member,
  onClose,
}: {
  teamId: string;
  open: boolean;
  member: TeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('teams');
  const rules = teamRules(t);
  const save = useSaveTeamMember();
  return (
    <FormDialog<Values>
      open={open}
      title={member ? t('editMemberTitle', { name: member.name }) : t('addMemberTitle')}
      initialValues={member && member.role !== 'owner' ? { role: member.role, authority: member.authority } : {}}
      onSubmit={async ({ user, role, authority }) => {
        await save.mutateAsync({ teamId, userId: member?.userId ?? user!.value, role, authority });
        notify.success(t('memberSaved'));
      }}
      onClose={onClose}
    >
      {!member && (
        <Form.Item name="user" label={t('fields.member')} rules={rules.member}>
          <UserPicker />
        </Form.Item>
      )}
      <Form.Item name="role" label={t('fields.role')} rules={rules.role}>
        <Select
          options={[
            { value: 'editor', label: t('memberRole.editor') },
            { value: 'viewer', label: t('memberRole.viewer') },
          ]}
        />
      </Form.Item>
      <Form.Item name="authority" label={t('fields.authority')} rules={rules.authority} extra={t('authorityHint')}>
        <Select options={authorityOptions(t)} />
      </Form.Item>
    </FormDialog>
  );
}
