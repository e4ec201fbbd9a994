import { useEffect, useMemo, useState } from 'react';
import { Select, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { decodeText, TEXT_ENCODINGS, type TextEncodingName } from '../decode-text';
import { printText } from '../print';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './viewer.module.css';

const ENCODING_LABELS: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  gbk: 'GBK',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
};

/** Plain text in the encoding the bytes show (UTF-8 or GBK…), which the user can override. */
export default function TextViewer({ blob, onDownload }: { blob: Blob; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [failed, setFailed] = useState(false);
  const [choice, setChoice] = useState<TextEncodingName | 'auto'>('auto');

  useEffect(() => {
    let cancelled = false;
    blob.arrayBuffer().then(
      (buffer) => !cancelled && setBytes(new Uint8Array(buffer)),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [blob]);

  const decoded = useMemo(() => {
    if (!bytes) return null;
    try {
      return decodeText(bytes, choice);
    } catch {
      return 'unreadable' as const;
    }
  }, [bytes, choice]);

  if (failed || (decoded === 'unreadable' && choice === 'auto')) return <ReadFailure onDownload={onDownload} />;
  if (!bytes) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <div className={styles.fill}>
      <div className={styles.toolbar}>
        <span className={styles.status}>{t('text.encoding')}</span>
        <Select
          size="small"
          value={choice}
          aria-label={t('text.encoding')}
          style={{ width: 180 }}
          onChange={setChoice}
          options={[
            {
              value: 'auto',
              label:
                decoded && decoded !== 'unreadable' && choice === 'auto'
                  ? t('text.auto', { encoding: ENCODING_LABELS[decoded.encoding] })
                  : t('text.autoPlain'),
            },
            ...TEXT_ENCODINGS.map((encoding) => ({ value: encoding, label: ENCODING_LABELS[encoding] })),
          ]}
        />
        {decoded && decoded !== 'unreadable' ? <Tag data-testid="text-encoding">{ENCODING_LABELS[decoded.encoding]}</Tag> : null}
        {onDownload && decoded && decoded !== 'unreadable' ? <PrintButton onPrint={(options) => printText(decoded.text, options)} /> : null}
      </div>
      <div className={styles.scroll}>
        {decoded === 'unreadable' ? (
          <ReadFailure onDownload={onDownload} />
        ) : (
          <pre className={styles.text} tabIndex={0} aria-label={t('text.content')}>
            {decoded?.text}
          </pre>
        )}
      </div>
    </div>
  );
}
