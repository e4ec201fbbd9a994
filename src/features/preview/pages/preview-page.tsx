import { useEffect, useState } from 'react';
import { Button, Spin, Tag } from 'antd';
import { DownloadOutlined, EditOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { appConfig } from '@/lib/config';
import { revealBidi } from '@/lib/names';
import { useDownload } from '../api/download-file';
import { renewPreviewUrl, usePreviewInfo } from '../api/get-preview-info';
import { FileViewer } from '../components/file-viewer';
import { PreviewError, PreviewMessage } from '../components/preview-error';
import { PreviewFrame } from '../components/preview-frame';
import { ShareDialog } from '../components/share-dialog';
import { handedOverFileId } from '../handed-over';
import { useFilePermissions } from '../use-file-permissions';
import { viewerKindOf } from '../viewer-kind';
import { viewerName } from '../viewer-name';

/**
 * `/pdf?id=`: a file's preview in its own tab (spec §2), whatever its type (§5): PDF, images, text,
 * Markdown, office files, video. `viewType=noNormal` asks the office editor for its restricted view;
 * `mode=edit` opens an office file for editing when the user's level allows change.
 */
export default function PreviewPage() {
  const { t } = useTranslation('preview');
  const [params, setParams] = useSearchParams();
  const fileId = (params.get('id') ?? '').trim() || handedOverFileId('/pdf');
  const viewType = params.get('viewType') ?? undefined;
  const info = usePreviewInfo(fileId);
  const permissions = useFilePermissions(fileId);
  const download = useDownload();
  const [sharing, setSharing] = useState(false);
  const fileName = info.data?.fileName ?? '';

  useEffect(() => {
    if (fileName) document.title = `${revealBidi(fileName)} · ${t('common:appName')}`;
  }, [fileName, t]);

  if (!fileId) {
    return (
      <PreviewFrame title={t('title')}>
        <PreviewMessage status="warning" title={t('noFile')} />
      </PreviewFrame>
    );
  }
  if (info.isError) {
    return (
      <PreviewFrame title={t('title')}>
        <PreviewError error={info.error} onRetry={() => void info.refetch()} />
      </PreviewFrame>
    );
  }

  const onDownload = permissions.canDownload ? () => download.mutate({ kind: 'file', fileId }) : undefined;
  const officeFile = info.data ? viewerKindOf(info.data.fileType || fileName, { officeServer: true }) === 'office' : false;
  const canEdit = Boolean(appConfig.officeSdkUrl) && officeFile && permissions.canEdit;
  const editing = canEdit && params.get('mode') === 'edit';
  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('mode', 'edit');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );

  return (
    <PreviewFrame
      title={revealBidi(fileName) || t('title')}
      meta={info.data?.revision ? <Tag>{t('revision', { revision: info.data.revision })}</Tag> : null}
      actions={
        info.data ? (
          <>
            {canEdit ? (
              editing ? (
                <Button icon={<EyeOutlined />} onClick={() => setEditing(false)}>
                  {t('office.stopEditing')}
                </Button>
              ) : (
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('office.edit')}
                </Button>
              )
            ) : null}
            {permissions.canShare ? (
              <Button icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
                {t('share.button')}
              </Button>
            ) : null}
            {onDownload ? (
              <Button type="primary" icon={<DownloadOutlined />} loading={download.isPending} onClick={onDownload}>
                {t('download')}
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {info.data ? (
        <FileViewer
          key={`${fileId}-${editing ? 'edit' : 'view'}`}
          fileName={viewerName(info.data)}
          url={info.data.url}
          renewUrl={renewPreviewUrl(fileId)}
          onDownload={onDownload}
          office={{ fileId, mode: editing ? 'edit' : 'preview', viewType }}
        />
      ) : (
        <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />
      )}
      {info.data && sharing ? (
        <ShareDialog open fileId={fileId} fileName={fileName} canDownload={permissions.canDownload} onClose={() => setSharing(false)} />
      ) : null}
    </PreviewFrame>
  );
}
