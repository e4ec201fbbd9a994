import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tabs, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CommonTable, LOCAL_PAGE_SIZE } from '@/components/common-table/common-table';
import { useConfirm } from '@/components/use-confirm';
import { formatDateTime } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { authorityLabel } from '../team-rules';
import type { TeamLog, TeamMember, TeamVersion } from '../types';
import { MemberDialog } from './member-dialog';

/** Client-side paging of a short list, the common table's way. */
function usePaged<T>(rows: T[] | undefined) {
  const [page, setPage] = useState({ current: 1, size: LOCAL_PAGE_SIZE });
  return {
    page: page.current,
    pageSize: page.size,
    total: rows?.length ?? 0,
    rows: rows?.slice((page.current - 1) * page.size, page.current * page.size),
    onPageChange: (current: number, size: number) => setPage({ current, size }),
  };
}

/** A team's members (name, department, role, authority), its versions with their history, and its operation log. */
export function TeamDetailsDrawer({ teamId, onClose }: { teamId: string | null; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const team = useTeam(teamId ?? '');
  const remove = useRemoveTeamMember();
  const confirm = useConfirm();
  const [memberDialog, setMemberDialog] = useState<{ member: TeamMember | null } | null>(null);
  const detail = team.data;
  const active = detail?.status === 'active';
  const members = usePaged(detail?.members);
  const versions = usePaged(detail?.versions);
  const logs = usePaged(detail?.logs);

  const memberColumns: ColumnsType<TeamMember> = [
    { title: t('fields.memberName'), dataIndex: 'name', key: 'name' },
    { title: t('fields.department'), dataIndex: 'department', key: 'department' },
    {
      title: t('fields.role'),
      key: 'role',
      render: (_: unknown, m: TeamMember) => <Tag color={m.role === 'owner' ? 'gold' : undefined}>{t(`memberRole.${m.role}`)}</Tag>,
    },
    { title: t('fields.authority'), key: 'authority', render: (_: unknown, m: TeamMember) => authorityLabel(t, m.authority) },
  ];
  const versionColumns: ColumnsType<TeamVersion> = [
    { title: t('fields.version'), dataIndex: 'version', key: 'version' },
    { title: t('fields.time'), key: 'time', render: (_: unknown, v: TeamVersion) => formatDateTime(v.time) },
    { title: t('fields.operator'), dataIndex: 'operator', key: 'operator' },
    { title: t('fields.change'), dataIndex: 'remark', key: 'remark' },
  ];
  const logColumns: ColumnsType<TeamLog> = [
    { title: t('fields.time'), key: 'time', render: (_: unknown, l: TeamLog) => formatDateTime(l.time) },
    { title: t('fields.operator'), dataIndex: 'operator', key: 'operator' },
    { title: t('fields.action'), key: 'action', render: (_: unknown, l: TeamLog) => t(`logAction.${l.action}`) },
    { title: t('fields.detail'), dataIndex: 'detail', key: 'detail' },
  ];

  return (
    <Drawer
      open={teamId !== null}
      onClose={onClose}
      size={760}
      title={detail ? t('detailsTitle', { name: detail.teamName }) : t('detailsTitle', { name: '' })}
    >
      {team.isPending && <Skeleton active />}
      {team.isError && (
        <Alert
          type="error"
          showIcon
          title={team.error.message}
          action={<Button onClick={() => void team.refetch()}>{t('common:actions.retry')}</Button>}
        />
      )}
      {detail && (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('fields.transferor')}>{detail.ownerName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>{t(`status.${detail.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.teamSpace')}>{detail.dirName ?? t('noTeamSpace')}</Descriptions.Item>
            <Descriptions.Item label={t('fields.version')}>{detail.version}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              {
                key: 'members',
                label: t('tabs.members', { count: detail.members.length }),
                children: (
                  <CommonTable<TeamMember>
                    label={t('membersLabel')}
                    rowKey="userId"
                    columns={memberColumns}
                    {...members}
                    showIndex
                    onAdd={active ? { label: t('actions.addMember'), onClick: () => setMemberDialog({ member: null }) } : undefined}
                    rowActions={(m) =>
                      !active || m.role === 'owner' ? null : (
                        <Space size={0}>
                          <Tooltip title={t('actions.editMember', { name: m.name })}>
                            <Button
                              type="text"
                              size="small"
                              icon={<EditOutlined />}
                              aria-label={t('actions.editMember', { name: m.name })}
                              onClick={() => setMemberDialog({ member: m })}
                            />
                          </Tooltip>
                          <Tooltip title={t('actions.removeMember', { name: m.name })}>
                            <Button
                              type="text"
                              size="small"
                              danger
                              icon={<UserDeleteOutlined />}
                              aria-label={t('actions.removeMember', { name: m.name })}
                              onClick={() =>
                                void confirm({
                                  title: t('confirmRemoveMember', { name: m.name }),
                                  okText: t('actions.remove'),
                                  danger: true,
                                  onConfirm: async () => {
                                    await remove.mutateAsync({ teamId: detail.teamId, userId: m.userId });
                                    notify.success(t('memberRemoved'));
                                  },
                                })
                              }
                            />
                          </Tooltip>
                        </Space>
                      )
                    }
                  />
                ),
              },
              {
                key: 'versions',
                label: t('tabs.versions'),
                children: (
                  <CommonTable<TeamVersion> label={t('versionsLabel')} rowKey="version" columns={versionColumns} {...versions} showIndex />
                ),
              },
              {
                key: 'log',
                label: t('tabs.log'),
                children: (
                  <CommonTable<TeamLog>
                    label={t('logLabel')}
                    rowKey={(l) => `${l.time}-${l.action}-${l.detail}`}
                    columns={logColumns}
                    {...logs}
                    showIndex
                  />
                ),
              },
            ]}
          />
          {!active && <Alert type="info" showIcon title={t('readOnly')} />}
          <MemberDialog
            teamId={detail.teamId}
            open={memberDialog !== null}
            member={memberDialog?.member ?? null}
            onClose={() => setMemberDialog(null)}
          />
        </>
      )}
    </Drawer>
  );
}
