import { Alert, Button, Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/list-query';
import { useUsersByName } from '@/entities/users/get-users-by-name';
import type { UserRow } from '../types';

/** A user's details, read from GET /user/showByName/{userName} (the row with the same account). */
export function UserDetailsDrawer({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('users');
  const english = i18n.language !== 'zh';
  const query = useUsersByName(user?.useraccount ?? '');
  const details = query.data?.find((u) => u.userId === user?.userId) ?? null;
  return (
    <Drawer open={user !== null} onClose={onClose} size={520} title={t('detailsTitle', { name: user?.username ?? '' })}>
      {query.isPending && <Skeleton active />}
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={query.error.message}
          action={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
        />
      )}
      {query.isSuccess && !details && <Alert type="warning" showIcon title={t('notFound')} />}
      {details && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('fields.username')}>{details.username}</Descriptions.Item>
          <Descriptions.Item label={t('fields.useraccount')}>{details.useraccount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.jobNumber')}>{details.jobNumber}</Descriptions.Item>
          <Descriptions.Item label={t('fields.email')}>{details.email}</Descriptions.Item>
          <Descriptions.Item label={t('fields.phone')}>{details.phone || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.userType')}>{t(`userType.${details.userType}`)}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={details.status === 'enabled' ? 'green' : 'default'}>{t(`status.${details.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.department')}>{english ? details.departmentEn : details.department}</Descriptions.Item>
          <Descriptions.Item label={t('fields.roles')}>
            {details.roles.length === 0
              ? t('noRoles')
              : details.roles.map((r) => <Tag key={r.roleId}>{english ? r.roleNameEn : r.roleName}</Tag>)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.systemManager')}>{details.adminLevel > 0 ? t('yes') : t('no')}</Descriptions.Item>
          {user?.createTime && <Descriptions.Item label={t('fields.createTime')}>{formatDateTime(user.createTime)}</Descriptions.Item>}
          {user?.firstLogin && <Descriptions.Item label={t('fields.firstLogin')}>{t('mustChangePassword')}</Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
