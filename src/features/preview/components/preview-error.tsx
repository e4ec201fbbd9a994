import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewFailure } from '../preview-failure';

interface PreviewErrorProps {
  /** The failure (an ApiError from a call, or anything else for bytes that cannot be read). */
  error: unknown;
  onDownload?: () => void;
  onRetry?: () => void;
}

/** The message in place of a file that cannot be shown: never a blank page. Retry only where it may help. */
export function PreviewError({ error, onDownload, onRetry }: PreviewErrorProps) {
  const { t } = useTranslation('preview');
  const failure = previewFailure(error, t);
  return (
    <PreviewMessage
      status="error"
      title={failure.title}
      detail={failure.detail}
      onDownload={onDownload}
      onRetry={failure.retryable ? onRetry : undefined}
    />
  );
}

/** 'Read error': the bytes arrived but are not what their type says. */
export function ReadFailure({ onDownload }: { onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  return <PreviewMessage status="error" title={t('common:errors.readError')} detail={t('readErrorHint')} onDownload={onDownload} />;
}

interface PreviewMessageProps {
  status: 'error' | 'info' | 'warning';
  title: ReactNode;
  detail?: ReactNode;
  onDownload?: () => void;
  onRetry?: () => void;
}

export function PreviewMessage({ status, title, detail, onDownload, onRetry }: PreviewMessageProps) {
  const { t } = useTranslation('preview');
  const actions = [
    onDownload ? (
      <Button key="download" type="primary" icon={<DownloadOutlined />} onClick={onDownload}>
        {t('download')}
      </Button>
    ) : null,
    onRetry ? (
      <Button key="retry" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <div role={status === 'error' ? 'alert' : 'status'}>
      <Result status={status} title={title} subTitle={detail} extra={actions.length ? actions : undefined} />
    </div>
  );
}
