import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { decodeText } from '../decode-text';
import { printHtml } from '../print';
import { renderMarkdown } from '../render-markdown';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './viewer.module.css';

/** Markdown, rendered and sanitised; print for a user who may download. */
export default function MarkdownViewer({ blob, onDownload }: { blob: Blob; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const articleRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let cancelled = false;
    blob
      .arrayBuffer()
      .then((buffer) => renderMarkdown(decodeText(new Uint8Array(buffer)).text))
      .then(
        (rendered) => !cancelled && setHtml(rendered),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [blob]);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (html === null) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <div className={styles.fill}>
      {onDownload ? (
        <div className={styles.toolbar}>
          <PrintButton onPrint={(options) => (articleRef.current ? printHtml(articleRef.current, options) : Promise.resolve())} />
        </div>
      ) : null}
      <div className={styles.scroll}>
        {/* Sanitised above: the only way HTML from a file reaches the page. */}
        <article
          ref={articleRef}
          className={styles.markdown}
          aria-label={t('markdown.content')}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}
