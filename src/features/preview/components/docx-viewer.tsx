import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { printHtml } from '../print';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './viewer.module.css';

const SAFE_LINK = /^(?:https?:|mailto:|#)/i;

/**
 * A file's content must not act: links keep only web, mail and in-document targets and open in a new tab;
 * frames (altChunk HTML) are removed.
 */
function neutralise(container: HTMLElement) {
  for (const frame of container.querySelectorAll('iframe, object, embed, script')) frame.remove();
  for (const link of container.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) link.removeAttribute('href');
    else if (!href.startsWith('#')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** A Word document (.docx) rendered in the browser by docx-preview, loaded only when needed; print for a user who may download. */
export default function DocxViewer({ blob, onDownload }: { blob: Blob; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const container = containerRef.current!;
    (async () => {
      const { renderAsync } = await import('docx-preview');
      container.replaceChildren();
      await renderAsync(blob, container, undefined, {
        className: 'docx',
        inWrapper: true,
        breakPages: true,
        useBase64URL: true,
        renderAltChunks: false,
        renderComments: false,
      });
      neutralise(container);
      if (!cancelled) setState('done');
    })().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [blob]);

  return (
    <div className={styles.fill}>
      {onDownload && state === 'done' ? (
        <div className={styles.toolbar}>
          <PrintButton onPrint={(options) => (containerRef.current ? printHtml(containerRef.current, options) : Promise.resolve())} />
        </div>
      ) : null}
      <div className={styles.scroll}>
        {state === 'failed' ? <ReadFailure onDownload={onDownload} /> : null}
        {state === 'loading' ? <Spin size="large" style={{ display: 'block', margin: '96px auto' }} /> : null}
        <div ref={containerRef} className={styles.docx} role="document" aria-label={t('docx.content')} hidden={state !== 'done'} />
      </div>
    </div>
  );
}
