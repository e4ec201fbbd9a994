import { useRef, useState } from 'react';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DownloadedFile } from '@/lib/api/clients';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import type { DownloadProgress } from '@/lib/download-options';
import { saveBlob } from '@/lib/save-blob';

export interface ExportButtonProps {
  /**
   * Starts the export; the call should be silent (this component shows the failure). Resolving to null
   * means there is nothing to export (for example a form that did not validate).
   */
  run: (options: { onProgress: DownloadProgress; signal: AbortSignal }) => Promise<DownloadedFile | null>;
  /** After the file has been handed to the browser. */
  onDone?: (fileName: string) => void;
  /** Used only when the server gives no file name. */
  fallbackFileName: string;
  label?: string;
  disabled?: boolean;
  primary?: boolean;
}

type State =
  | { phase: 'idle' }
  | { phase: 'running'; loaded: number; total?: number }
  | { phase: 'done'; fileName: string }
  | { phase: 'failed'; message: string };

/**
 * An export to a file (Excel manifests and logs): shows the progress while the reply arrives, saves the
 * file under the name the server gives, and shows a failure next to the button, which stays usable.
 */
export function ExportButton({ run, fallbackFileName, label, disabled, onDone, primary }: ExportButtonProps) {
  const { t } = useTranslation('list');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', loaded: 0 });
    try {
      const file = await run({
        signal: abort.signal,
        onProgress: (loaded, total) => setState({ phase: 'running', loaded, total }),
      });
      if (!file) {
        setState({ phase: 'idle' });
        return;
      }
      const fileName = file.fileName ?? fallbackFileName;
      saveBlob(file.blob, fileName);
      setState({ phase: 'done', fileName });
      notify.success(t('export.done', { fileName }));
      onDone?.(fileName);
    } catch (error) {
      if (abort.signal.aborted) {
        setState({ phase: 'idle' });
        return;
      }
      setState({ phase: 'failed', message: isApiError(error) ? error.message : t('common:errors.unknown') });
    } finally {
      controller.current = null;
    }
  };

  const running = state.phase === 'running';
  const percent = running && state.total ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : undefined;

  return (
    <Space wrap size="small">
      <Button
        type={primary ? 'primary' : 'default'}
        icon={<DownloadOutlined />}
        loading={running}
        disabled={disabled || running}
        onClick={() => void start()}
      >
        {label ?? t('export.button')}
      </Button>
      {running && (
        <>
          <Progress
            percent={percent ?? 0}
            status="active"
            size="small"
            style={{ width: 120 }}
            aria-label={t('export.progressLabel')}
            showInfo={percent !== undefined}
          />
          <span role="status">
            {percent !== undefined ? t('export.progress', { percent }) : t('export.progressBytes', { kb: Math.round(state.loaded / 1024) })}
          </span>
          <Button size="small" onClick={() => controller.current?.abort()}>
            {t('export.cancel')}
          </Button>
        </>
      )}
      {state.phase === 'done' && (
        <Typography.Text type="secondary" role="status">
          {t('export.saved', { fileName: state.fileName })}
        </Typography.Text>
      )}
      {state.phase === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={state.message}
          closable
          onClose={() => setState({ phase: 'idle' })}
          style={{ padding: '0 8px' }}
        />
      )}
    </Space>
  );
}
