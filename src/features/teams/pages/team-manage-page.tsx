import { useState } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, EyeOutlined, RollbackOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AdminListScreen, type AdminListConfig } from '@/components/admin-list-screen';
import { listFilterProps } from '@/components/common-table/list-table-props';
import { ToolbarSelect } from '@/components/common-table/toolbar-select';
import { useListState } from '@/lib/use-list-state';
import { useConfirm } from '@/components/use-confirm';
import { useConfirmDelete } from '@/components/use-confirm-delete';
import { formatDateTime } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useDeleteTeam } from '../api/delete-team';
import { useTeamsPage } from '../api/get-teams-page';
import { useRecoverTeam } from '../api/recover-team';
import { TeamDetailsDrawer } from '../components/team-details-drawer';
import { CreateTeamDialog, DissolveTeamDialog, RenameTeamDialog, TransferTeamDialog } from '../components/team-form-dialogs';
import type { TeamRow, TeamStatus } from '../types';

const STATUS_COLORS: Record<TeamStatus, string> = { active: 'green', dissolved: 'orange', deleted: 'default' };

const TEAM_LIST: AdminListConfig<TeamRow> = { ns: 'teams', route: 'teammanage', rowKey: 'teamId' };

/**
 * Team management (/teammanage): create, rename, transfer, dissolve, delete and recover teams; members, versions
 * and log in the details.
 */
export default function TeamManagePage() {
  const { t } = useTranslation('teams');
  const list = useListState<{ search: string; status?: TeamStatus }>({ search: '' });
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<TeamRow | null>(null);
  const [transferring, setTransferring] = useState<TeamRow | null>(null);
  const [dissolving, setDissolving] = useState<TeamRow | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const teams = useTeamsPage({
    current: list.page,
    size: list.pageSize,
    ...(list.filters.search ? { teamName: list.filters.search } : {}),
    ...(list.filters.status ? { status: list.filters.status } : {}),
  });
  const remove = useDeleteTeam();
  const recover = useRecoverTeam();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();

  const columns: ColumnsType<TeamRow> = [
    { title: t('fields.teamName'), dataIndex: 'teamName', key: 'teamName', rowScope: 'row' },
    { title: t('fields.transferor'), dataIndex: 'ownerName', key: 'ownerName' },
    { title: t('fields.members'), dataIndex: 'memberCount', key: 'memberCount' },
    { title: t('fields.teamSpace'), key: 'dirName', render: (_: unknown, row: TeamRow) => row.dirName ?? '' },
    {
      title: t('fields.status'),
      key: 'status',
      render: (_: unknown, row: TeamRow) => <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>,
    },
    { title: t('fields.version'), dataIndex: 'version', key: 'version' },
    { title: t('fields.createTime'), key: 'createTime', render: (_: unknown, row: TeamRow) => formatDateTime(row.createTime) },
  ];

  const askDelete = (team: TeamRow) =>
    void confirmDelete({
      title: t('confirmDelete', { name: team.teamName }),
      content: t('deleteHint'),
      onConfirm: () => remove.mutateAsync(team.teamId),
      done: t('deleted'),
    });
  const askRecover = (team: TeamRow) =>
    void confirm({
      title: t('confirmRecover', { name: team.teamName }),
      okText: t('actions.recover'),
      onConfirm: async () => {
        await recover.mutateAsync(team.teamId);
        notify.success(t('recovered'));
      },
    });

  return (
    <AdminListScreen<TeamRow>
      config={TEAM_LIST}
      list={list}
      query={teams}
      columns={columns}
      toolbar={
        <ToolbarSelect
          label={t('fields.status')}
          width={150}
          {...listFilterProps(list, 'status')}
          options={(['active', 'dissolved', 'deleted'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      }
      onAdd={() => setCreating(true)}
      rowActions={(team) => [
        { label: t('actions.details', { name: team.teamName }), icon: <EyeOutlined />, onClick: () => setViewing(team.teamId) },
        team.status === 'active' && {
          label: t('actions.rename', { name: team.teamName }),
          icon: <EditOutlined />,
          onClick: () => setRenaming(team),
        },
        team.status === 'active' && {
          label: t('actions.transferTeam', { name: team.teamName }),
          icon: <SwapOutlined />,
          onClick: () => setTransferring(team),
        },
        team.status === 'active' && {
          label: t('actions.dissolveTeam', { name: team.teamName }),
          icon: <StopOutlined />,
          onClick: () => setDissolving(team),
          danger: true,
        },
        team.status !== 'deleted' && {
          label: t('actions.delete', { name: team.teamName }),
          icon: <DeleteOutlined />,
          onClick: () => askDelete(team),
          danger: true,
        },
        team.status !== 'active' && {
          label: t('actions.recoverTeam', { name: team.teamName }),
          icon: <RollbackOutlined />,
          onClick: () => askRecover(team),
        },
      ]}
    >
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} />
      <RenameTeamDialog team={renaming} onClose={() => setRenaming(null)} />
      <TransferTeamDialog team={transferring} onClose={() => setTransferring(null)} />
      <DissolveTeamDialog team={dissolving} onClose={() => setDissolving(null)} />
      <TeamDetailsDrawer teamId={viewing} onClose={() => setViewing(null)} />
    </AdminListScreen>
  );
}
