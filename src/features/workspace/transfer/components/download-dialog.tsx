import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Modal, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { announce, politeResult } from '@/lib/announce';
import { formatBytes } from '@/lib/upload/upload-rules';
import { useSystemSettings } from '@/entities/file-params/get-param-config';
import { isAbortError } from '@/lib/zip-stream';
import type { PrefixedTranslate } from '@/i18next';
import { isPermissionDenied } from '@/lib/api/api-error';
import { useItemCheck } from '@/entities/files/use-item-check';
import { planDownload, zipThresholdBytes, type DownloadMode } from '../download-plan';
import { canPickSaveFile, pickZipTarget, runDownload, type DownloadProgressInfo } from '../download-run';
import type { FileRow } from '../../shared/types';

const NAMES_SHOWN = 5;

export interface DownloadDialogProps {
  files: FileRow[];
  /** Folders in the selection, which are not downloaded. */
  skippedFolders: number;
  zipName: string;
  onClose: () => void;
}

/** The text a failed download shows (spec §8), or the refusal's. */
export const downloadFailureText = (error: unknown, t: PrefixedTranslate) =>
  isPermissionDenied(error) ? t('common:errors.permissionDenied') : t('common:errors.downloadFailed');

/**
 * Download a selection. Before anything starts, the dialog says what will happen (spec §5): one zip when
 * the files are under the zip threshold together (the system setting), else one download per file; or, if the
 * user asks, one zip of any size streamed to a file chosen with the File System Access API (else collected in
 * memory, as the note says).
 * Progress (bytes done of total) and cancel; a failure keeps the dialog and the selection, unless a file is no
 * longer as the user saw it.
 */
export function DownloadDialog({ files, skippedFolders, zipName, onClose }: DownloadDialogProps) {
  const { t } = useTranslation('transfer');
  const { message } = useAppFeedback();
  const itemCheck = useItemCheck();
  const zipBytes = zipThresholdBytes(useSystemSettings().settings.zipThresholdMb);
  const plan = planDownload(files, zipBytes);
  const [streamZip, setStreamZip] = useState(false);
  const [progress, setProgress] = useState<DownloadProgressInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const running = progress !== null;
  const mode: DownloadMode = streamZip && files.length > 1 ? 'streamZip' : plan.mode;
  const pickerAvailable = canPickSaveFile();

  const start = async () => {
    setFailure(null);
    let target: WritableStream<Uint8Array> | null = null;
    if (mode === 'streamZip' && pickerAvailable) {
      try {
        // First thing on the click: the browser lets the picker open only then.
        target = await pickZipTarget(zipName);
      } catch (error) {
        if (!isAbortError(error)) setFailure(t('common:errors.downloadFailed'));
        return;
      }
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: plan.totalBytes });
    // Said once at the start and once at the end: the bar's every step would drown a screen reader.
    announce(t('download.started', { count: files.length }));
    try {
      await runDownload(files, mode, { signal: abort.signal, zipName, target, onProgress: setProgress });
    } catch (error) {
      setProgress(null);
      if (abort.signal.aborted || isAbortError(error)) {
        void message.info(politeResult(t('download.cancelled')));
        return;
      }
      // A file someone else deleted, set invalid or moved is said so, and the dialog has nothing left to do.
      if (await itemCheck.ended(files, error)) {
        onClose();
        return;
      }
      const text = downloadFailureText(error, t);
      setFailure(text);
      void message.error(text);
      return;
    } finally {
      controller.current = null;
    }
    setProgress(null);
    if (mode === 'single') void message.success(politeResult(t('download.doneOne', { name: files[0].fileName })));
    else
      void message.success(
        politeResult(t(mode === 'oneByOne' ? 'download.doneMany' : 'download.doneZip', { count: files.length, name: zipName })),
      );
    onClose();
  };

  const cancel = () => {
    if (controller.current) controller.current.abort();
    else onClose();
  };

  const size = formatBytes(plan.totalBytes);
  const threshold = formatBytes(zipBytes);
  const rule =
    mode === 'single'
      ? t('download.ruleSingle', { name: files[0]?.fileName ?? '', size })
      : mode === 'zip'
        ? t('download.ruleZip', { count: files.length, size, threshold, name: zipName })
        : mode === 'oneByOne'
          ? t('download.ruleOneByOne', { count: files.length, size, threshold })
          : t('download.ruleStream', { count: files.length, size, name: zipName });
  const percent = progress && progress.total > 0 ? Math.min(100, Math.floor((progress.done / progress.total) * 100)) : 0;

  return (
    <Modal
      open
      title={t('download.title', { count: files.length })}
      closable={!running}
      mask={{ closable: false }}
      onCancel={cancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={cancel}>{running ? t('download.cancel') : t('common:actions.cancel')}</Button>
          <Button type="primary" loading={running} disabled={files.length === 0} onClick={() => void start()}>
            {t('download.ok')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        {t('download.files', { count: files.length })}{' '}
        {files
          .slice(0, NAMES_SHOWN)
          .map((file) => file.fileName)
          .join(', ')}
        {files.length > NAMES_SHOWN && ` ${t('download.andMore', { count: files.length - NAMES_SHOWN })}`}
      </Typography.Paragraph>
      {skippedFolders > 0 && (
        <Alert type="warning" showIcon title={t('download.foldersSkipped', { count: skippedFolders })} style={{ marginBottom: 12 }} />
      )}
      <Alert type="info" showIcon title={rule} style={{ marginBottom: 12 }} />
      {files.length > 1 && (
        <>
          <Checkbox checked={streamZip} disabled={running} onChange={(event) => setStreamZip(event.target.checked)}>
            {t('download.streamOption')}
          </Checkbox>
          {streamZip && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {pickerAvailable ? t('download.streamToFile') : t('download.streamInMemory')}
            </Typography.Paragraph>
          )}
        </>
      )}
      {running && (
        <div role="group" aria-label={t('download.progressLabel')} style={{ marginTop: 12 }}>
          <Progress percent={percent} status="active" aria-label={t('download.progressLabel')} />
          <Typography.Text type="secondary">
            {t('download.progress', { done: formatBytes(progress.done), total: formatBytes(progress.total) })}
          </Typography.Text>
        </div>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
