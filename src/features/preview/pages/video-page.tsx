import { Button, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { revealBidi } from '@/lib/names';
import { useDownload } from '../api/download-file';
import { renewPreviewUrl, usePreviewInfo } from '../api/get-preview-info';
import { FileViewer } from '../components/file-viewer';
import { PreviewError, PreviewMessage } from '../components/preview-error';
import { PreviewFrame } from '../components/preview-frame';
import { handedOverFileId } from '../handed-over';
import { useFilePermissions } from '../use-file-permissions';
import { viewerName } from '../viewer-name';

/**
 * `/video?id=&fileName=` (inside the layout): the HTML5 player for what browsers play (mp4, mov, webm), FLV
 * through mpegts.js, and for the other video types of §5 a message with the download.
 */
export default function VideoPage() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const fileId = (params.get('id') ?? '').trim() || handedOverFileId('/video');
  const givenName = params.get('fileName') ?? '';
  const info = usePreviewInfo(fileId);
  const permissions = useFilePermissions(fileId);
  const download = useDownload();
  const onDownload = permissions.canDownload ? () => download.mutate({ kind: 'file', fileId }) : undefined;
  // The address's name only while the file loads: a refusal is not headed by a name the server never gave.
  const title = revealBidi(info.data?.fileName || (info.isError ? '' : givenName)) || t('video.title');

  let body;
  if (!fileId) body = <PreviewMessage status="warning" title={t('noFile')} />;
  else if (info.isError) body = <PreviewError error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />;
  else
    body = (
      <FileViewer
        key={fileId}
        fileName={viewerName(info.data)}
        url={info.data.url}
        renewUrl={renewPreviewUrl(fileId)}
        onDownload={onDownload}
      />
    );

  return (
    <PreviewFrame
      embedded
      title={title}
      actions={
        onDownload && info.data ? (
          <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={onDownload}>
            {t('download')}
          </Button>
        ) : null
      }
    >
      {body}
    </PreviewFrame>
  );
}
