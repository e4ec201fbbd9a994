import { useEffect } from 'react';
import { Button, Progress, Spin, Tag } from 'antd';
import { ReloadOutlined, StopOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { extensionOf } from '@/lib/file-types';
import { revealBidi } from '@/lib/names';
import { PreviewWatermark } from '@/components/preview-watermark/preview-watermark';
import { mayDownloadVersions } from '@/entities/files/download-file-version';
import { useFileInfo } from '@/entities/files/get-file-info';
import type { FileInfo, FileVersion } from '@/entities/files/types';
import { currentVersion } from '@/entities/files/versions';
import { CompareResult } from '../compare/components/compare-result';
import { useCompareRun } from '../compare/components/use-compare-run';
import { compareKindOf } from '../compare/engine';
import type { CompareKind } from '../compare/engine/types';
import { PreviewError, PreviewMessage } from '../components/preview-error';
import { PreviewFrame } from '../components/preview-frame';
import styles from '../compare/components/compare.module.css';

const revisionParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Every version of the file, the current one included, by revision. */
function versionsOf(file: FileInfo): Map<number, FileVersion> {
  const all = new Map<number, FileVersion>((file.versions ?? []).map((v) => [v.revision, v]));
  all.set(file.revision, currentVersion(file));
  return all;
}

/**
 * `/compare?id=&a=&b=`: two revisions of a file compared (text and Markdown by lines and words, Word by
 * paragraphs, Excel by sheets, rows and cells, PDF by pages' text and pixels), under the preview's watermark.
 * Its bytes come only through the download, so a user who may not download the file is refused, also when
 * the address is typed.
 */
export default function ComparePage() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const fileId = (params.get('id') ?? '').trim();
  const a = revisionParam(params.get('a'));
  const b = revisionParam(params.get('b'));
  const info = useFileInfo(fileId || null);
  const file = info.data;
  const fileName = file?.fileName ?? '';

  useEffect(() => {
    if (fileName) document.title = `${revealBidi(fileName)} · ${t('compare.title')} · ${t('common:appName')}`;
  }, [fileName, t]);

  const frame = (body: React.ReactNode, meta?: React.ReactNode) => (
    <PreviewFrame title={revealBidi(fileName) || t('compare.title')} meta={meta}>
      <PreviewWatermark>{body}</PreviewWatermark>
    </PreviewFrame>
  );

  if (!fileId || a === null || b === null) return frame(<PreviewMessage status="warning" title={t('compare.noFile')} />);
  if (a === b) return frame(<PreviewMessage status="warning" title={t('compare.sameRevision')} />);
  if (info.isError) return frame(<PreviewError error={info.error} onRetry={() => void info.refetch()} />);
  if (!file) return frame(<Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label={t('loading')} />);

  const kind = compareKindOf(file.fileName) ?? compareKindOf(`x${file.fileType}`);
  if (!kind) {
    const type = (extensionOf(file.fileType) || extensionOf(file.fileName)).toUpperCase();
    return frame(<PreviewMessage status="info" title={t('compare.unsupported', { type })} />);
  }
  if (!mayDownloadVersions(file)) return frame(<PreviewMessage status="error" title={t('compare.noDownload')} />);
  const versions = versionsOf(file);
  const [older, newer] = a < b ? [a, b] : [b, a];
  const missing = [older, newer].find((revision) => !versions.has(revision));
  if (missing !== undefined) return frame(<PreviewMessage status="error" title={t('compare.noRevision', { revision: missing })} />);

  const describe = (revision: number) => {
    const version = versions.get(revision)!;
    const when = version.updateTime && dayjs(version.updateTime).isValid() ? dayjs(version.updateTime).format('YYYY-MM-DD HH:mm') : '';
    return (
      <Tag>
        {t('compare.revisionOf', { revision })}
        {revision === file.revision ? ` (${t('compare.current')})` : ''}
        {[when, version.updater].filter(Boolean).length ? ` · ${[when, version.updater].filter(Boolean).join(' · ')}` : ''}
      </Tag>
    );
  };
  const meta = (
    <span className={styles.revisions}>
      {describe(older)}
      <span aria-label={t('compare.against')}>→</span>
      {describe(newer)}
    </span>
  );
  return frame(<CompareRun key={`${fileId}-${older}-${newer}`} fileId={fileId} kind={kind} before={older} after={newer} />, meta);
}

function CompareRun({ fileId, kind, before, after }: { fileId: string; kind: CompareKind; before: number; after: number }) {
  const { t } = useTranslation('preview');
  const run = useCompareRun(fileId, kind, before, after);
  if (run.phase === 'failed') return <PreviewError error={run.error} onRetry={run.restart} />;
  if (run.phase === 'cancelled') {
    return (
      <div>
        <PreviewMessage status="info" title={t('compare.cancelled')} detail={t('compare.cancelledHint')} />
        <div style={{ textAlign: 'center' }}>
          <Button type="primary" icon={<ReloadOutlined />} onClick={run.restart}>
            {t('compare.startAgain')}
          </Button>
        </div>
      </div>
    );
  }
  if (run.phase === 'done' && run.result) {
    return <CompareResult result={run.result} beforeRevision={before} afterRevision={after} blobs={run.blobs} />;
  }
  const label = run.phase === 'downloading' ? t('compare.downloading') : t('compare.comparing');
  return (
    <div className={styles.progress}>
      <span id="compare-progress-label">{label}</span>
      <Progress percent={Math.round(run.percent)} status="active" aria-labelledby="compare-progress-label" />
      <Button icon={<StopOutlined />} onClick={run.cancel}>
        {t('compare.cancel')}
      </Button>
    </div>
  );
}
