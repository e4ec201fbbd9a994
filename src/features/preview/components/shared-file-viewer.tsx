import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { renewSharedPreviewUrl, useSharedPreview } from '../api/get-shared-file';
import { viewerName } from '../viewer-name';
import { FileViewer } from './file-viewer';
import { PreviewError } from './preview-error';

/** A share link says nothing of its recipient: the watermark names the signed-in user and "shared link". */
const SHARED_WATERMARK = { shared: true };

/** One file of a share link, read-only, through the link's own preview call. */
export function SharedFileViewer({ code, fileId, onDownload }: { code: string; fileId: string; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const info = useSharedPreview(code, fileId);
  if (info.isError) return <PreviewError error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />;
  return (
    <FileViewer
      key={`${code}-${fileId}`}
      fileName={viewerName(info.data)}
      url={info.data.url}
      renewUrl={renewSharedPreviewUrl(code, fileId)}
      onDownload={onDownload}
      watermark={SHARED_WATERMARK}
    />
  );
}
