import { lazy, Suspense, type ComponentType } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { extensionOf } from '@/lib/file-types';
import { PreviewWatermark } from '@/components/preview-watermark/preview-watermark';
import type { WatermarkSubject } from '@/components/preview-watermark/watermark-lines';
import { useFileContent } from '../api/fetch-file-content';
import type { OfficeMode } from '../api/get-office-session';
import { viewerKindOf, type ViewerKind } from '../viewer-kind';
import { PreviewError, PreviewMessage } from './preview-error';
import { ViewerBoundary } from './viewer-boundary';

// Every viewer is its own chunk: pdf.js, docx-preview, read-excel-file, marked and mpegts.js load only
// when a file of their kind is opened.
const PdfViewer = lazy(() => import('./pdf-viewer'));
const ImageViewer = lazy(() => import('./image-viewer'));
const TextViewer = lazy(() => import('./text-viewer'));
const MarkdownViewer = lazy(() => import('./markdown-viewer'));
const DocxViewer = lazy(() => import('./docx-viewer'));
const XlsxViewer = lazy(() => import('./xlsx-viewer'));
const OfficeViewer = lazy(() => import('./office-viewer'));
const VideoPlayer = lazy(() => import('./video-player'));

interface BlobViewerProps {
  blob: Blob;
  fileName: string;
  onDownload?: () => void;
}

const BLOB_VIEWERS: Partial<Record<ViewerKind, ComponentType<BlobViewerProps>>> = {
  pdf: PdfViewer,
  image: ImageViewer,
  text: TextViewer,
  markdown: MarkdownViewer,
  docx: DocxViewer,
  xlsx: XlsxViewer,
};

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
  /** Offered in messages when the user may download. */
  onDownload?: () => void;
  /** The file in the office editor, when the backend can open it there (not for shared links). */
  office?: OfficeTarget;
  /** What the watermark says beyond the signed-in user (shared views). */
  watermark?: WatermarkSubject;
}

const loading = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;

/**
 * The viewer for a file's type (viewer-kind.ts), with a message for every failure and unsupported type,
 * under the viewer's watermark.
 */
export function FileViewer({ fileName, url, onDownload, office, watermark }: FileViewerProps) {
  const { t } = useTranslation('preview');
  const kind = viewerKindOf(fileName, { officeServer: Boolean(appConfig.officeSdkUrl && office) });
  const type = extensionOf(fileName).toUpperCase();
  let content;
  if (kind === 'unsupported') {
    content = <PreviewMessage status="info" title={t('unsupported', { type })} detail={t('unsupportedHint')} onDownload={onDownload} />;
  } else if (kind === 'officeDownload') {
    content = <PreviewMessage status="info" title={t('officeNoServer', { type })} detail={t('officeNoServerHint')} onDownload={onDownload} />;
  } else if (kind === 'office' && office) {
    content = <OfficeViewer fileId={office.fileId} mode={office.mode} viewType={office.viewType} onDownload={onDownload} />;
  } else if (kind === 'video') {
    content = <VideoPlayer url={url} fileName={fileName} onDownload={onDownload} />;
  } else {
    content = <BlobViewer kind={kind} url={url} fileName={fileName} onDownload={onDownload} />;
  }
  return (
    <PreviewWatermark {...watermark}>
      <ViewerBoundary onDownload={onDownload} resetKey={url}>
        <Suspense fallback={loading}>{content}</Suspense>
      </ViewerBoundary>
    </PreviewWatermark>
  );
}

function BlobViewer({ kind, url, fileName, onDownload }: { kind: ViewerKind; url: string; fileName: string; onDownload?: () => void }) {
  const content = useFileContent(url);
  const Viewer = BLOB_VIEWERS[kind];
  if (content.isError) return <PreviewError error={content.error} onDownload={onDownload} onRetry={() => void content.refetch()} />;
  if (!content.data || !Viewer) return loading;
  return <Viewer blob={content.data} fileName={fileName} onDownload={onDownload} />;
}
