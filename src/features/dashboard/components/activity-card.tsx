import { Skeleton } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_DAYS, useFileActivity } from '../api/get-file-activity';
import { ActivityChart } from './activity-chart';
import { CardError } from './card-error';
import { DashboardCard } from './dashboard-card';

/** Document activity over the last 30 days: uploads, new versions and voids per day. */
export function ActivityCard() {
  const { t } = useTranslation('dashboard');
  const { data, isPending, error, refetch } = useFileActivity(ACTIVITY_DAYS);

  return (
    <DashboardCard icon={<BarChartOutlined aria-hidden />} label={t('activity.title')}>
      {error && <CardError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Skeleton active paragraph={{ rows: 5 }} />}
      {data && <ActivityChart days={data.days} />}
    </DashboardCard>
  );
}
