import { Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Spin } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { bitmapBlob, type Bitmap } from '../formats/bitmap';
import { BLOB_VIEWERS } from '../viewer-modules';
import { ReadFailure } from './preview-error';
import styles from './viewer.module.css';

const ImageViewer = BLOB_VIEWERS.image;
const loading = <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;

/**
 * An image format the browser cannot decode (TIFF, HEIC): the bytes decoded in JavaScript, each page shown
 * in the image viewer (zoom, rotation, pinch), with page buttons when there are several.
 */
export function RasterPages({
  blob,
  fileName,
  onDownload,
  decode,
}: {
  blob: Blob;
  fileName: string;
  onDownload?: () => void;
  decode: (buffer: ArrayBuffer) => Promise<Bitmap[]>;
}) {
  const { t } = useTranslation('preview');
  const [pages, setPages] = useState<Bitmap[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    let cancelled = false;
    blob
      .arrayBuffer()
      .then(decode)
      .then(
        (decoded) => !cancelled && setPages(decoded),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [blob, decode]);

  const page = useMemo(() => (pages?.[index] ? bitmapBlob(pages[index]) : null), [pages, index]);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (!pages || !page || !ImageViewer) return loading;
  const count = pages.length;
  return (
    <div className={styles.fill}>
      {count > 1 ? (
        <div className={styles.toolbar} role="toolbar" aria-label={t('pages.toolbar')}>
          <Button
            icon={<ArrowLeftOutlined />}
            aria-label={t('pdf.previousPage')}
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          />
          <span className={styles.status} aria-live="polite" data-testid="raster-page">
            {t('pdf.pageOf', { page: index + 1, count })}
          </span>
          <Button
            icon={<ArrowRightOutlined />}
            aria-label={t('pdf.nextPage')}
            disabled={index === count - 1}
            onClick={() => setIndex(index + 1)}
          />
        </div>
      ) : null}
      <div className={styles.grow}>
        <Suspense fallback={loading}>
          <ImageViewer
            key={index}
            blob={page}
            fileName={count > 1 ? `${fileName} (${index + 1}/${count})` : fileName}
            onDownload={onDownload}
          />
        </Suspense>
      </div>
    </div>
  );
}
