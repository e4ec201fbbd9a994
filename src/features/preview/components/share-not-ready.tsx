import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useShare } from '../api/get-share';
import { PreviewError, PreviewMessage } from './preview-error';
import { PreviewFrame } from './preview-frame';

/**
 * What a share page shows until its share is there: a link without a code, the failed call with a retry,
 * or loading. The page renders it while `!code || share.isError || !share.data`.
 */
export function ShareNotReady({ title, code, share }: { title: string; code: string; share: ReturnType<typeof useShare> }) {
  const { t } = useTranslation('preview');
  return (
    <PreviewFrame title={title}>
      {!code ? (
        <PreviewMessage status="warning" title={t('share.noCode')} />
      ) : share.isError ? (
        <PreviewError error={share.error} onRetry={() => void share.refetch()} />
      ) : (
        <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />
      )}
    </PreviewFrame>
  );
}
