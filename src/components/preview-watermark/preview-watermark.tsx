import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { getUser } from '@/lib/session';
import { WatermarkLinesContext, watermarkLines, type WatermarkSubject } from './watermark-lines';
import { watermarkTile, type WatermarkTile } from './watermark-tile';
import styles from './preview-watermark.module.css';

export interface PreviewWatermarkProps extends WatermarkSubject {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** The attribute the layer carries, for what looks for it (tests, print checks). */
export const WATERMARK_LAYER_ATTRIBUTE = 'data-watermark';

/** Below antd's pop-ups (1000 and up), above the content. */
const LAYER_Z_INDEX = 999;

/**
 * A tiled watermark over a preview (or the /disk cards) naming who looks and when. The layer is drawn in the
 * same frame as what it covers, and put back when it is removed or its style changed (a MutationObserver);
 * it keeps its background in print. Only the box is marked, not the dialogs and drop-downs it opens
 * (portals). Off where the environment sets VITE_PREVIEW_WATERMARK=off. The box fills its parent as a flex
 * column either way, so the preview lays out the same.
 */
export function PreviewWatermark({ children, className, style, recipient, shared }: PreviewWatermarkProps) {
  const { t } = useTranslation('common');
  const [openedAt] = useState(() => Date.now());
  const enabled = appConfig.previewWatermark;
  const lines = useMemo(
    () =>
      enabled
        ? watermarkLines({
            user: getUser(),
            recipient,
            shared,
            openedAt,
            sharedLinkText: t('watermark.sharedLink'),
          })
        : null,
    [enabled, recipient, shared, openedAt, t],
  );
  const tile = useMemo(() => (lines ? watermarkTile(lines) : null), [lines]);
  const box = useRef<HTMLDivElement>(null);
  const position = style?.position ?? 'relative';
  const overflow = style?.overflow ?? 'hidden';
  useLayoutEffect(() => (box.current && tile ? keepLayer(box.current, tile, position, overflow) : undefined), [tile, position, overflow]);
  const boxClass = [styles.fill, className].filter(Boolean).join(' ');
  if (!lines) {
    return (
      <div className={boxClass} style={style}>
        {children}
      </div>
    );
  }
  return (
    <WatermarkLinesContext.Provider value={lines}>
      <div ref={box} className={`${boxClass} ${styles.marked}`} style={{ ...style, position, overflow }}>
        {children}
      </div>
    </WatermarkLinesContext.Provider>
  );
}

const layerStyle = (tile: WatermarkTile) =>
  [
    'position: absolute',
    'left: 0',
    'top: 0',
    'width: 100%',
    'height: 100%',
    `z-index: ${LAYER_Z_INDEX}`,
    'pointer-events: none',
    'background-repeat: repeat',
    `background-image: ${tile.url}`,
    `background-size: ${tile.width}px ${tile.height}px`,
    'visibility: visible !important',
  ].join('; ');

/**
 * Appends the layer to `container` and keeps it there with the style it was given, as antd's Watermark does;
 * the container keeps `position` and `overflow`, so the layer covers it. Called from a layout effect: the layer
 * is there before the browser paints. Returns the cleanup.
 */
function keepLayer(container: HTMLElement, tile: WatermarkTile, position: string, overflow: string): () => void {
  const layer = document.createElement('div');
  layer.setAttribute(WATERMARK_LAYER_ATTRIBUTE, '');
  layer.setAttribute('aria-hidden', 'true');
  const style = layerStyle(tile);
  // Each step writes only what differs, so the observer's own writes end the round.
  const restore = () => {
    if (layer.getAttribute('style') !== style) layer.setAttribute('style', style);
    // The browser's "Hide element" adds a class or `hidden`.
    if (layer.hasAttribute('class')) layer.removeAttribute('class');
    if (layer.hasAttribute('hidden')) layer.removeAttribute('hidden');
    if (layer.parentElement !== container) container.append(layer);
    if (container.style.position !== position) container.style.position = position;
    if (container.style.overflow !== overflow) container.style.overflow = overflow;
  };
  restore();
  const observer = new MutationObserver(restore);
  observer.observe(container, { childList: true, attributes: true, attributeFilter: ['style'] });
  observer.observe(layer, { attributes: true });
  return () => {
    observer.disconnect();
    layer.remove();
  };
}
