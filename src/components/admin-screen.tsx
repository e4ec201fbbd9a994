import { useId, type ReactNode } from 'react';
import { Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJudgeRole } from '@/lib/api/judge-role';
import { sessionKeys } from '@/lib/api/keys';
import { useReadAgain } from '@/lib/api/use-read-again';

/**
 * The frame of an administration screen: its title as the page heading, and a check with the server
 * (POST /user/role/judgeRole) that the user is still a system manager. The content renders at once; if the
 * server says no, the rights are read again and it is replaced by 'Permission is denied' (spec §8).
 */
export function AdminScreen({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const judged = useJudgeRole();
  const headingId = useId();
  if (judged.data === false) return <DeniedAfterRightsRead />;
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

/**
 * 'Permission is denied', once the rights are read again: the stored ones still named this user a system
 * manager, and with the new ones the route's gate and the menu stop offering the screen.
 */
function DeniedAfterRightsRead() {
  const { t } = useTranslation();
  const read = useReadAgain(RIGHTS);
  if (!read) return <Spin style={{ display: 'block', margin: 24 }} aria-label={t('common:loading')} />;
  return <Result status="403" title={t('common:errors.permissionDenied')} />;
}

const RIGHTS = [{ queryKey: sessionKeys.rights() }] as const;
