import { Button, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { revealBidi } from '@/lib/names';
import { useDownload } from '../api/download-file';
import { useShare } from '../api/get-share';
import { PreviewFrame } from '../components/preview-frame';
import { PreviewMessage } from '../components/preview-error';
import { ShareNotReady } from '../components/share-not-ready';
import { SharedFileViewer } from '../components/shared-file-viewer';

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

  if (!code || share.isError || !share.data) return <ShareNotReady title={t('share.fileTitle')} code={code} share={share} />;
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
