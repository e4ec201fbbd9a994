import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pixelDiff } from '../engine';
import styles from './compare.module.css';
import type { OpenPdf } from './use-opened-pdfs';

/** The width the two pages are drawn at, in CSS pixels: both at one scale, so their pixels line up. */
const PAGE_WIDTH = 480;

interface PdfPixelDiffProps {
  openPdf: OpenPdf;
  beforePage: number;
  afterPage: number;
  beforeRevision: number;
  afterRevision: number;
}

type Drawn = { before: ImageData; after: ImageData; overlay: ImageData; changed: number };

/** Draws one page of a PDF on a white canvas of the given size; the canvas's pixels are read back. */
async function drawPage(pdf: PDFDocumentProxy, pageNumber: number, width: number) {
  const page = await pdf.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, viewport }).promise;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    page.cleanup();
  }
}

/** Both images on one size (the larger of each side), so a page of another size still compares. */
function sameSize(image: ImageData, width: number, height: number): ImageData {
  if (image.width === width && image.height === height) return image;
  const out = new ImageData(width, height);
  out.data.fill(255);
  for (let y = 0; y < image.height; y += 1)
    out.data.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  return out;
}

/** A PDF page of both versions drawn by pdf.js, with the pixels that differ laid over the newer one. */
export function PdfPixelDiff({ openPdf, beforePage, afterPage, beforeRevision, afterRevision }: PdfPixelDiffProps) {
  const { t } = useTranslation('preview');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const [a, b] = await Promise.all([
        openPdf('before').then((pdf) => drawPage(pdf, beforePage, PAGE_WIDTH)),
        openPdf('after').then((pdf) => drawPage(pdf, afterPage, PAGE_WIDTH)),
      ]);
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const older = sameSize(a, width, height);
      const newer = sameSize(b, width, height);
      const { overlay, changed } = pixelDiff(older, newer);
      if (!cancelled) setDrawn({ before: older, after: newer, overlay, changed });
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [openPdf, beforePage, afterPage]);

  if (failed) return <Alert type="error" showIcon title={t('compare.pixelsFailed')} style={{ margin: 12 }} />;
  if (!drawn) return <Spin style={{ display: 'block', margin: 24 }} aria-label={t('compare.pixelsLoading')} />;
  return (
    <div>
      <p className={styles.noChanges} role="status">
        {t('compare.pixelsChanged', { count: drawn.changed })}
      </p>
      <div className={styles.pages}>
        <figure className={styles.page}>
          <div className={styles.pageStage}>
            <ImageCanvas image={drawn.before} label={t('compare.pageImage', { page: beforePage, revision: beforeRevision })} />
          </div>
          <figcaption>{t('compare.revisionOf', { revision: beforeRevision })}</figcaption>
        </figure>
        <figure className={styles.page}>
          <div className={styles.pageStage}>
            <ImageCanvas image={drawn.after} label={t('compare.pageImage', { page: afterPage, revision: afterRevision })} />
            <ImageCanvas image={drawn.overlay} label={t('compare.overlay')} className={styles.overlay} />
          </div>
          <figcaption>{t('compare.revisionOf', { revision: afterRevision })}</figcaption>
        </figure>
      </div>
    </div>
  );
}

function ImageCanvas({ image, label, className }: { image: ImageData; label: string; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    ref.current?.getContext('2d')?.putImageData(image, 0, 0);
  }, [image]);
  return <canvas ref={ref} width={image.width} height={image.height} role="img" aria-label={label} className={className} />;
}
