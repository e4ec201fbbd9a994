import type { ReactNode } from 'react';
import { Alert, Button, Empty, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/errors';

/** 'Permission is denied' for a folder the user may not see (by its level, or the server's refusal). */
export function DeniedState() {
  const { t } = useTranslation();
  return <Result status="403" title={t('common:errors.permissionDenied')} />;
}

/** A failed listing: what went wrong, a retry, and (for a void folder) what the user may do about it. */
export function ListError({
  error,
  onRetry,
  retrying,
  extra,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  return (
    <Alert
      type="error"
      showIcon
      title={t('list.failed')}
      description={errorText(error, t)}
      action={
        <Space orientation="vertical">
          {extra}
          <Button size="small" onClick={onRetry} loading={retrying}>
            {t('common:actions.retry')}
          </Button>
        </Space>
      }
    />
  );
}

/** The empty state: an empty folder, or a search that found nothing. */
export function EmptyList({ searching }: { searching: boolean }) {
  const { t } = useTranslation('workspace');
  return <Empty description={searching ? t('list.noMatch') : t('list.empty')} />;
}
