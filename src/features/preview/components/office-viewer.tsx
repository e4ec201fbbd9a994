import { useEffect, useRef, useState } from 'react';
import { Button, Spin } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { useOfficeSession, type OfficeMode } from '../api/get-office-session';
import { loadOfficeSdk, type OfficeEditor } from '../office-sdk';
import { PreviewError, PreviewMessage } from './preview-error';
import styles from './viewer.module.css';

interface OfficeViewerProps {
  fileId: string;
  mode: OfficeMode;
  /** 'noNormal' when the caller asks for the restricted view. */
  viewType?: string;
  onDownload?: () => void;
}

/**
 * An office file in the office editor (WPS WebOffice JS-SDK, §9): the editor address and token come from
 * the backend, the SDK is loaded at run time from `appConfig.officeSdkUrl`, the SDK makes its own frame in
 * the mount element, and the editor is destroyed when the viewer goes. In edit mode a Save button saves.
 */
export default function OfficeViewer({ fileId, mode, viewType, onDownload }: OfficeViewerProps) {
  const { t } = useTranslation('preview');
  const session = useOfficeSession(fileId, mode, viewType);
  const mountRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<OfficeEditor | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const data = session.data;
    const mount = mountRef.current;
    if (!data || !mount) return;
    let cancelled = false;
    let editor: OfficeEditor | null = null;
    setState('loading');
    (async () => {
      const sdk = await loadOfficeSdk(appConfig.officeSdkUrl);
      if (cancelled) return;
      editor = sdk.config({
        url: data.url,
        mount,
        mode: 'normal',
        commonOptions: { isShowTopArea: true, isShowHeader: false },
      });
      editorRef.current = editor;
      if (data.token) editor.setToken({ token: data.token, timeout: data.timeout });
      await editor.ready();
      if (!cancelled) setState('ready');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      editorRef.current = null;
      try {
        editor?.destroy();
      } catch {
        // The SDK may already have torn its frame down.
      }
      mount.replaceChildren();
    };
  }, [session.data]);

  const save = async () => {
    const editor = editorRef.current;
    if (!editor?.save) return;
    setSaving(true);
    try {
      await editor.save();
      notify.success(t('office.saved'));
    } catch {
      notify.error(t('office.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  if (session.isError) return <PreviewError error={session.error} onDownload={onDownload} onRetry={() => void session.refetch()} />;
  if (state === 'failed')
    return <PreviewMessage status="error" title={t('office.loadFailed')} detail={t('office.loadFailedHint')} onDownload={onDownload} />;
  return (
    <div className={styles.fill}>
      {mode === 'edit' ? (
        <div className={styles.toolbar}>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={state !== 'ready'} onClick={() => void save()}>
            {t('office.save')}
          </Button>
          <span className={styles.status}>{t('office.editing')}</span>
        </div>
      ) : null}
      {state !== 'ready' ? <Spin size="large" style={{ display: 'block', margin: '96px auto' }} /> : null}
      <div ref={mountRef} style={{ flex: 1, minHeight: 0 }} aria-label={t('office.editor')} role="region" />
    </div>
  );
}
