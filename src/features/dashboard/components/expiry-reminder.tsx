import { useEffect } from 'react';
import { Button, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppFeedback } from '@/lib/app-feedback';
import { getUser } from '@/lib/session';
import { EXPIRING_LIST_PATH, countExpiring, markReminded, reminderDue } from '../expiry-reminder';

const NOTIFICATION_KEY = 'expiry-reminder';
export const OVERDUE_LIST_PATH = '/sysOvFileList';

/**
 * After sign-in, once a day per account: a notification in a corner (nothing blocked) saying how many files
 * the user can see expire within the window (the system setting), with a link to that list, and how many system files are
 * already overdue (only when `withOverdue`: the user's menu offers that list). Says nothing when none do; a
 * failed call only leaves a line in the console.
 */
export function ExpiryReminder({ withOverdue }: { withOverdue: boolean }) {
  const { t } = useTranslation('dashboard');
  const { notification } = useAppFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const account = getUser()?.useraccount;
    if (!account || !reminderDue(account)) return;
    let cancelled = false;
    countExpiring(queryClient, withOverdue).then(
      ({ soon, days, overdue }) => {
        if (cancelled) return;
        markReminded(account);
        if (soon === 0 && overdue === 0) return;
        const go = (path: string) => {
          notification.destroy(NOTIFICATION_KEY);
          navigate(path);
        };
        notification.info({
          key: NOTIFICATION_KEY,
          title: t('reminder.title'),
          description: (
            <>
              {soon > 0 ? <div>{t('reminder.soon', { count: soon, days })}</div> : null}
              {overdue > 0 ? <div>{t('reminder.overdue', { count: overdue })}</div> : null}
            </>
          ),
          actions: (
            <Space wrap>
              {overdue > 0 ? (
                <Button size="small" onClick={() => go(OVERDUE_LIST_PATH)}>
                  {t('reminder.showOverdue')}
                </Button>
              ) : null}
              {soon > 0 ? (
                <Button type="primary" size="small" onClick={() => go(EXPIRING_LIST_PATH)}>
                  {t('reminder.showSoon')}
                </Button>
              ) : null}
            </Space>
          ),
          placement: 'bottomRight',
          duration: 10,
          role: 'status',
        });
      },
      (error: unknown) => {
        // Silent for the user: the reminder is a courtesy, and the next sign-in tries again.
        if (!cancelled) console.info('Expiry reminder skipped:', error instanceof Error ? error.message : error);
      },
    );
    return () => {
      cancelled = true;
    };
    // Once per mount of the signed-in shell: the account cannot change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
