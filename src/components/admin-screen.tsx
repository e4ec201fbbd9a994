import { useId, type ReactNode } from 'react';
import { Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJudgeRole } from '@/lib/api/judge-role';

/**
 * The frame of an administration screen: its title as the page heading, and a check with the server
 * (POST /user/role/judgeRole) that the user is still a system manager. The content renders at once; if the
 * server says no, it is replaced by 'Permission is denied' (spec §8).
 */
export function AdminScreen({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const judged = useJudgeRole();
  const headingId = useId();
  if (judged.data === false) return <Result status="403" title={t('common:errors.permissionDenied')} />;
  return (
    <section aria-labelledby={headingId}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 12 }}>
        <Typography.Title level={1} id={headingId} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
