import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FolderTreeSelect } from '@/components/folder-tree-select';
import { FormDialog } from '@/components/form-dialog';
import { notify } from '@/lib/notify';
import { useFolderTree } from '@/entities/folders/get-folder-tree';
import { nameCount } from '@/components/name-rules';
import { UserPicker, type PickedUser } from '@/entities/users/user-picker';
import { useCreateTeam } from '../api/create-team';
import { useDissolveTeam } from '../api/dissolve-team';
import { useTransferTeam } from '../api/transfer-team';
import { useUpdateTeam } from '../api/update-team';
import { TEAM_NAME_RULE, teamRules } from '../team-rules';
import type { TeamRow } from '../types';

/** A new team: name and transferor (required, spec §5), and an optional team space. */
export function CreateTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const rules = teamRules(t);
  const folders = useFolderTree();
  const create = useCreateTeam();
  return (
    <FormDialog<{ teamName: string; owner: PickedUser; dirId?: string }>
      open={open}
      title={t('createTitle')}
      onSubmit={async ({ teamName, owner, dirId }) => {
        await create.mutateAsync({ teamName: teamName.trim(), ownerId: owner.value, ...(dirId ? { dirId } : {}) });
        notify.success(t('created'));
      }}
      onClose={onClose}
    >
      <Form.Item name="teamName" label={t('fields.teamName')} rules={rules.teamName}>
        <Input count={nameCount(TEAM_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="owner" label={t('fields.transferor')} rules={rules.owner} extra={t('transferorHint')}>
        <UserPicker />
      </Form.Item>
      <Form.Item name="dirId" label={t('fields.teamSpace')} extra={t('teamSpaceHint')}>
        <FolderTreeSelect folders={folders.data} loading={folders.isPending} />
      </Form.Item>
    </FormDialog>
  );
}

/** Rename a team or change its team space. */
export function RenameTeamDialog({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const rules = teamRules(t);
  const folders = useFolderTree();
  const update = useUpdateTeam();
  return (
    <FormDialog<{ teamName: string; dirId?: string }>
      open={team !== null}
      title={t('renameTitle', { name: team?.teamName ?? '' })}
      initialValues={team ? { teamName: team.teamName, dirId: team.dirId ?? undefined } : {}}
      onSubmit={async ({ teamName, dirId }) => {
        await update.mutateAsync({ teamId: team!.teamId, teamName: teamName.trim(), dirId: dirId ?? '' });
        notify.success(t('saved'));
      }}
      onClose={onClose}
    >
      <Form.Item name="teamName" label={t('fields.teamName')} rules={rules.teamName}>
        <Input count={nameCount(TEAM_NAME_RULE)} autoComplete="off" />
      </Form.Item>
      <Form.Item name="dirId" label={t('fields.teamSpace')} extra={t('teamSpaceHint')}>
        <FolderTreeSelect folders={folders.data} loading={folders.isPending} />
      </Form.Item>
    </FormDialog>
  );
}

/** Hand a team to another user. */
export function TransferTeamDialog({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const rules = teamRules(t);
  const transfer = useTransferTeam();
  return (
    <FormDialog<{ owner: PickedUser }>
      open={team !== null}
      title={t('transferTitle', { name: team?.teamName ?? '' })}
      okText={t('actions.transfer')}
      onSubmit={async ({ owner }) => {
        await transfer.mutateAsync({ teamId: team!.teamId, ownerId: owner.value });
        notify.success(t('transferred'));
      }}
      onClose={onClose}
    >
      <p>{t('transferHint', { owner: team?.ownerName ?? '' })}</p>
      <Form.Item name="owner" label={t('fields.newTransferor')} rules={rules.owner}>
        <UserPicker />
      </Form.Item>
    </FormDialog>
  );
}

/** Dissolve a team (asks first, with an optional reason for the log). */
export function DissolveTeamDialog({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const dissolve = useDissolveTeam();
  return (
    <FormDialog<{ reason?: string }>
      open={team !== null}
      title={t('dissolveTitle', { name: team?.teamName ?? '' })}
      okText={t('actions.dissolve')}
      onSubmit={async ({ reason }) => {
        await dissolve.mutateAsync({ teamId: team!.teamId, reason: reason?.trim() ?? '' });
        notify.success(t('dissolved'));
      }}
      onClose={onClose}
    >
      <p>{t('dissolveHint')}</p>
      <Form.Item name="reason" label={t('fields.reason')} rules={[{ max: 200, message: t('rules.reasonMax') }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
