import { Button, Spin, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDownload } from '../api/download-file';
import { useShare } from '../api/get-share';
import { PreviewError, PreviewMessage } from '../components/preview-error';
import { PreviewFrame } from '../components/preview-frame';
import { SharedFileViewer } from '../components/shared-file-viewer';
import { revealBidi } from '@/lib/names';

/**
 * `/viewFile?code=&id=`: one shared file, read-only, with the download where the link allows it (the file
 * defaults to the link's first). The calls are ASSUMED (see api/get-share.ts).
 */
export default function ViewFilePage() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const share = useShare(code);
  const download = useDownload();

  if (!code) {
    return (
      <PreviewFrame title={t('share.fileTitle')}>
        <PreviewMessage status="warning" title={t('share.noCode')} />
      </PreviewFrame>
    );
  }
  if (share.isError) {
    return (
      <PreviewFrame title={t('share.fileTitle')}>
        <PreviewError error={share.error} onRetry={() => void share.refetch()} />
      </PreviewFrame>
    );
  }
  if (!share.data) {
    return (
      <PreviewFrame title={t('share.fileTitle')}>
        <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />
      </PreviewFrame>
    );
  }
  const wanted = params.get('id');
  const file = wanted ? share.data.files.find((f) => f.fileId === wanted) : share.data.files[0];
  if (!file) {
    return (
      <PreviewFrame title={t('share.fileTitle')}>
        <PreviewMessage status="error" title={t('common:errors.downloadFailed')} detail={t('share.notInLink')} />
      </PreviewFrame>
    );
  }
  const onDownload = share.data.allowDownload ? () => download.mutate({ kind: 'share', code, fileId: file.fileId }) : undefined;
  return (
    <PreviewFrame
      title={revealBidi(file.fileName)}
      meta={<Tag>{share.data.allowDownload ? t('share.withDownload') : t('share.viewOnly')}</Tag>}
      actions={
        onDownload ? (
          <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={onDownload}>
            {t('download')}
          </Button>
        ) : null
      }
    >
      <SharedFileViewer code={code} fileId={file.fileId} onDownload={onDownload} />
    </PreviewFrame>
  );
}
