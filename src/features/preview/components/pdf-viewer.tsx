import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, InputNumber, Select, Spin, Tooltip } from 'antd';
import {
  LeftOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RightOutlined,
  UpOutlined,
  DownOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { notify } from '@/lib/notify';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { loadPdfDocument, loadPdfjs } from '../pdf-engine';
import { printPdf } from '../print';
import { findMatches, highlightSpans, type PdfMatch } from '../pdf-search';
import { clampZoom, usePinchZoom } from '../use-pinch-zoom';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './pdf-viewer.module.css';
import viewer from './viewer.module.css';

type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
type Zoom = number | 'fit';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const isCancelled = (error: unknown) => error instanceof Error && error.name === 'RenderingCancelledException';

interface Loaded {
  pdfjs: Pdfjs;
  doc: PDFDocumentProxy;
  /** Page 1's width at scale 1, for "fit width". */
  baseWidth: number;
}

/**
 * A PDF in the page with pdf.js: page navigation, zoom (buttons, list, keys, a two-finger pinch), thumbnails,
 * text search and print (only for a user who may download). On a phone the page has the screen's width: the
 * thumbnails start hidden.
 */
export default function PdfViewer({ blob, onDownload }: { blob: Blob; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [stageWidth, setStageWidth] = useState(0);
  const phone = useMediaQuery(PHONE_QUERY);
  const [thumbnails, setThumbnails] = useState(!phone);
  /** While two fingers pinch: the page is scaled by this much, and drawn again at the new zoom when they lift. */
  const [pinch, setPinch] = useState(1);
  const [search, setSearch] = useState({ query: '', matches: [] as PdfMatch[], current: 0, searched: false });
  const [searching, setSearching] = useState(false);
  const pageTexts = useRef<Map<number, string[]>>(new Map());
  const stageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    (async () => {
      const pdfjs = await loadPdfjs();
      const task = await loadPdfDocument(new Uint8Array(await blob.arrayBuffer()));
      destroy = () => task.destroy();
      const doc = await task.promise;
      const first = await doc.getPage(1);
      if (cancelled) return;
      pageTexts.current = new Map();
      setLoaded({ pdfjs, doc, baseWidth: first.getViewport({ scale: 1 }).width });
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [blob]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // The width inside the stage's padding, which "fit width" fills.
    const measure = () => {
      const style = getComputedStyle(stage);
      setStageWidth(stage.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [loaded]);

  const pages = loaded?.doc.numPages ?? 0;
  const scale = useMemo(() => {
    if (zoom !== 'fit') return zoom;
    if (!loaded || stageWidth === 0) return 1;
    return Math.max(0.25, Math.min(2, stageWidth / loaded.baseWidth));
  }, [zoom, loaded, stageWidth]);

  usePinchZoom(stageRef, {
    onPinch: setPinch,
    onEnd: (ratio) => {
      setPinch(1);
      setZoom(clampZoom(scale * ratio, ZOOM_STEPS[0], ZOOM_STEPS.at(-1)!));
    },
  });

  const goTo = useCallback((target: number) => setPage(Math.min(Math.max(1, target), Math.max(1, pages))), [pages]);
  const zoomBy = (direction: 1 | -1) => {
    const next =
      direction > 0 ? ZOOM_STEPS.find((step) => step > scale + 0.01) : [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.01);
    setZoom(next ?? (direction > 0 ? ZOOM_STEPS.at(-1)! : ZOOM_STEPS[0]));
  };

  const textsOf = async (doc: PDFDocumentProxy, n: number) => {
    const cached = pageTexts.current.get(n);
    if (cached) return cached;
    const content = await (await doc.getPage(n)).getTextContent();
    const items = content.items.map((item) => ('str' in item ? item.str : ''));
    pageTexts.current.set(n, items);
    return items;
  };

  const runSearch = async (query: string) => {
    const text = query.trim();
    if (!loaded || !text) {
      setSearch({ query: '', matches: [], current: 0, searched: false });
      return;
    }
    setSearching(true);
    try {
      const all: string[][] = [];
      for (let n = 1; n <= loaded.doc.numPages; n += 1) all.push(await textsOf(loaded.doc, n));
      const matches = findMatches(all, text);
      setSearch({ query: text, matches, current: 0, searched: true });
      if (matches.length) goTo(matches[0].page);
    } catch {
      notify.error(t('common:errors.readError'));
    } finally {
      setSearching(false);
    }
  };

  const step = (direction: 1 | -1) => {
    const count = search.matches.length;
    if (!count) return;
    const current = (search.current + direction + count) % count;
    setSearch({ ...search, current });
    goTo(search.matches[current].page);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const keys: Record<string, () => void> = {
      PageDown: () => goTo(page + 1),
      ArrowRight: () => goTo(page + 1),
      PageUp: () => goTo(page - 1),
      ArrowLeft: () => goTo(page - 1),
      Home: () => goTo(1),
      End: () => goTo(pages),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  if (failed) return <ReadFailure />;

  const activeMatch = search.matches[search.current];
  const selectedOnPage = activeMatch && activeMatch.page === page ? activeMatch.indexOnPage : -1;
  const zoomValue = zoom === 'fit' ? 'fit' : String(zoom);
  // A pinch can end between the steps: the list shows that zoom too.
  const pinched = zoom !== 'fit' && !ZOOM_STEPS.includes(zoom) ? [zoom] : [];
  const zoomOptions = [...ZOOM_STEPS, ...pinched].sort((a, b) => a - b);

  return (
    <div className={viewer.fill}>
      <div className={`${viewer.toolbar} ${styles.toolbar}`} role="toolbar" aria-label={t('pdf.toolbar')}>
        <Tooltip title={thumbnails ? t('pdf.hideThumbnails') : t('pdf.showThumbnails')}>
          <Button
            icon={thumbnails ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            aria-label={thumbnails ? t('pdf.hideThumbnails') : t('pdf.showThumbnails')}
            aria-pressed={thumbnails}
            onClick={() => setThumbnails(!thumbnails)}
          />
        </Tooltip>
        <span className={styles.group}>
          <Button icon={<LeftOutlined />} aria-label={t('pdf.previousPage')} disabled={page <= 1} onClick={() => goTo(page - 1)} />
          <InputNumber
            size="small"
            min={1}
            max={Math.max(1, pages)}
            value={page}
            aria-label={t('pdf.pageNumber')}
            onChange={(value) => typeof value === 'number' && goTo(value)}
            style={{ width: 64 }}
          />
          <span className={styles.pageCount}>{t('pdf.ofPages', { count: pages })}</span>
          <Button icon={<RightOutlined />} aria-label={t('pdf.nextPage')} disabled={page >= pages} onClick={() => goTo(page + 1)} />
        </span>
        <span className={styles.group}>
          <Button icon={<ZoomOutOutlined />} aria-label={t('pdf.zoomOut')} disabled={scale <= ZOOM_STEPS[0]} onClick={() => zoomBy(-1)} />
          <Select
            size="small"
            value={zoomValue}
            aria-label={t('pdf.zoom')}
            style={{ width: 112 }}
            onChange={(value: string) => setZoom(value === 'fit' ? 'fit' : Number(value))}
            options={[
              { value: 'fit', label: t('pdf.fitWidth') },
              ...zoomOptions.map((step) => ({ value: String(step), label: `${Math.round(step * 100)}%` })),
            ]}
          />
          <Button icon={<ZoomInOutlined />} aria-label={t('pdf.zoomIn')} disabled={scale >= ZOOM_STEPS.at(-1)!} onClick={() => zoomBy(1)} />
        </span>
        <span className={styles.group}>
          <Input.Search
            size="small"
            allowClear
            placeholder={t('pdf.searchPlaceholder')}
            aria-label={t('pdf.search')}
            loading={searching}
            onSearch={(value) => void runSearch(value)}
            style={{ width: 200 }}
          />
          <Button
            size="small"
            icon={<UpOutlined />}
            aria-label={t('pdf.previousMatch')}
            disabled={!search.matches.length}
            onClick={() => step(-1)}
          />
          <Button
            size="small"
            icon={<DownOutlined />}
            aria-label={t('pdf.nextMatch')}
            disabled={!search.matches.length}
            onClick={() => step(1)}
          />
          <span className={styles.status} role="status" aria-live="polite">
            {search.searched
              ? search.matches.length
                ? t('pdf.matchOf', { current: search.current + 1, count: search.matches.length })
                : t('pdf.noMatches')
              : ''}
          </span>
        </span>
        {onDownload ? (
          <PrintButton disabled={!loaded} onPrint={(options) => (loaded ? printPdf(loaded.doc, options) : Promise.resolve())} />
        ) : null}
      </div>
      <div className={styles.body}>
        {thumbnails && loaded ? <Thumbnails doc={loaded.doc} current={page} onSelect={goTo} /> : null}
        <div ref={stageRef} className={styles.stage} tabIndex={0} role="region" aria-label={t('pdf.document')} onKeyDown={onKeyDown}>
          {loaded ? (
            <div className={styles.pinch} style={pinch === 1 ? undefined : { transform: `scale(${pinch})` }}>
              <PdfPage
                pdfjs={loaded.pdfjs}
                doc={loaded.doc}
                pageNumber={page}
                pages={pages}
                scale={scale}
                query={search.query}
                selectedIndex={selectedOnPage}
              />
            </div>
          ) : (
            <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />
          )}
        </div>
      </div>
    </div>
  );
}

interface PdfPageProps {
  pdfjs: Pdfjs;
  doc: PDFDocumentProxy;
  pageNumber: number;
  pages: number;
  scale: number;
  query: string;
  selectedIndex: number;
}

function PdfPage({ pdfjs, doc, pageNumber, pages, scale, query, selectedIndex }: PdfPageProps) {
  const { t } = useTranslation('preview');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [drawn, setDrawn] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let renderTask: RenderTask | undefined;
    let textLayer: InstanceType<Pdfjs['TextLayer']> | undefined;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const canvas = canvasRef.current!;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      setSize({ width: Math.floor(viewport.width), height: Math.floor(viewport.height) });
      renderTask = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await renderTask.promise;
      const container = textRef.current!;
      container.replaceChildren();
      container.style.setProperty('--total-scale-factor', String(scale));
      textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await textLayer.render();
      if (!cancelled) setDrawn((n) => n + 1);
    })().catch((error: unknown) => {
      if (!cancelled && !isCancelled(error)) setFailed(true);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    };
  }, [pdfjs, doc, pageNumber, scale]);

  useEffect(() => {
    const container = textRef.current;
    if (!container || drawn === 0) return;
    const selected = highlightSpans(container, query, selectedIndex);
    selected?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  }, [query, selectedIndex, drawn]);

  if (failed) return <ReadFailure />;
  return (
    <div className={styles.page} style={{ width: size.width || undefined, height: size.height || undefined }} data-page-number={pageNumber}>
      <canvas ref={canvasRef} role="img" aria-label={t('pdf.pageOf', { page: pageNumber, count: pages })} />
      <div ref={textRef} className={styles.textLayer} />
    </div>
  );
}

const THUMBNAIL_WIDTH = 112;

function Thumbnails({ doc, current, onSelect }: { doc: PDFDocumentProxy; current: number; onSelect: (page: number) => void }) {
  const { t } = useTranslation('preview');
  const numbers = Array.from({ length: doc.numPages }, (_, i) => i + 1);
  return (
    <ul className={styles.thumbnails} aria-label={t('pdf.thumbnails')}>
      {numbers.map((n) => (
        <li key={n}>
          <button
            type="button"
            className={`${styles.thumbnail} ${n === current ? styles.thumbnailActive : ''}`}
            aria-label={t('pdf.goToPage', { page: n })}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => onSelect(n)}
          >
            <Thumbnail doc={doc} pageNumber={n} />
            <span aria-hidden>{n}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A small drawing of one page, made when it scrolls into view. */
function Thumbnail({ doc, pageNumber }: { doc: PDFDocumentProxy; pageNumber: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (visible || !canvas) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / page.getViewport({ scale: 1 }).width });
      const canvas = canvasRef.current!;
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
    })().catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, visible]);

  return <canvas ref={canvasRef} width={THUMBNAIL_WIDTH} height={Math.round(THUMBNAIL_WIDTH * 1.3)} aria-hidden />;
}
