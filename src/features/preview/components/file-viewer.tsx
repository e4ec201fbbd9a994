import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { extensionOf } from '@/lib/file-types';
import { PreviewWatermark } from '@/components/preview-watermark/preview-watermark';
import type { WatermarkSubject } from '@/components/preview-watermark/watermark-lines';
import { useFileContent } from '../api/fetch-file-content';
import type { OfficeMode } from '../api/get-office-session';
import { viewerKindOf } from '../viewer-kind';
import { BLOB_VIEWERS, URL_VIEWERS, viewerIdOf } from '../viewer-modules';
import { PreviewError, PreviewMessage } from './preview-error';
import { ViewerBoundary } from './viewer-boundary';

const OfficeViewer = lazy(() => import('./office-viewer'));

export interface OfficeTarget {
  fileId: string;
  mode: OfficeMode;
  viewType?: string;
}

export interface FileViewerProps {
  /** The file's name (or type), which decides the viewer. */
  fileName: string;
  /** Where the bytes are read inline. */
  url: string;
  /** A new `url` (a fresh ticket) from the call that gave it, for a player that streams for longer than a ticket lives. */
  renewUrl?: () => Promise<string>;
  /** Offered in messages when the user may download. */
  onDownload?: () => void;
  /** The file in the office editor, when the backend can open it there (not for shared links). */
  office?: OfficeTarget;
  /** What the watermark says beyond the signed-in user (shared views). */
  watermark?: WatermarkSubject;
}

const loading = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;

/**
 * The viewer for a file's type (the registry, src/lib/viewers.ts), with a message for every failure and
 * unsupported type, under the viewer's watermark.
 */
export function FileViewer({ fileName, url, renewUrl, onDownload, office, watermark }: FileViewerProps) {
  const { t } = useTranslation('preview');
  const kind = viewerKindOf(fileName, { officeServer: Boolean(appConfig.officeSdkUrl && office) });
  const type = extensionOf(fileName).toUpperCase();
  let content;
  if (kind === 'unsupported') {
    content = <PreviewMessage status="info" title={t('unsupported', { type })} detail={t('unsupportedHint')} onDownload={onDownload} />;
  } else if (kind === 'officeDownload') {
    content = (
      <PreviewMessage status="info" title={t('officeNoServer', { type })} detail={t('officeNoServerHint')} onDownload={onDownload} />
    );
  } else if (kind === 'office' && office) {
    content = <OfficeViewer fileId={office.fileId} mode={office.mode} viewType={office.viewType} onDownload={onDownload} />;
  } else {
    const Player = URL_VIEWERS[viewerIdOf(fileName)];
    content = Player ? (
      <Player url={url} renewUrl={renewUrl} fileName={fileName} onDownload={onDownload} />
    ) : (
      <BlobViewer url={url} fileName={fileName} onDownload={onDownload} />
    );
  }
  return (
    <PreviewWatermark {...watermark}>
      <ViewerBoundary onDownload={onDownload} resetKey={url}>
        <Suspense fallback={loading}>{content}</Suspense>
      </ViewerBoundary>
    </PreviewWatermark>
  );
}

function BlobViewer({ url, fileName, onDownload }: { url: string; fileName: string; onDownload?: () => void }) {
  const content = useFileContent(url);
  const Viewer = BLOB_VIEWERS[viewerIdOf(fileName)];
  if (content.isError) return <PreviewError error={content.error} onDownload={onDownload} onRetry={() => void content.refetch()} />;
  if (!content.data || !Viewer) return loading;
  return <Viewer blob={content.data} fileName={fileName} onDownload={onDownload} />;
}
