import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Watermark } from 'antd';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { getUser } from '@/lib/session';
import { WATERMARK_STYLE } from './stamp-watermark';
import { WatermarkLinesContext, watermarkLines, type WatermarkSubject } from './watermark-lines';
import styles from './preview-watermark.module.css';

export interface PreviewWatermarkProps extends WatermarkSubject {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}

const FONT = { color: WATERMARK_STYLE.color, fontSize: WATERMARK_STYLE.fontSize };

/**
 * A tiled watermark over a preview (or the /disk cards) naming who looks and when. antd's
 * `Watermark` puts the layer back when it is removed or its style changed (a MutationObserver), and the
 * layer keeps its background in print. Off where the environment sets VITE_PREVIEW_WATERMARK=off.
 * The box fills its parent as a flex column either way, so the preview lays out the same.
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
  const content = useDrawnAgainNextFrame(lines);
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
      <Watermark
        className={`${boxClass} ${styles.marked}`}
        style={style}
        content={content ?? lines}
        font={FONT}
        rotate={WATERMARK_STYLE.rotate}
        gap={WATERMARK_STYLE.gap}
        // Not into the preview's dialogs and drop-downs (portals): only the preview itself is marked.
        inherit={false}
      >
        {children}
      </Watermark>
    </WatermarkLinesContext.Provider>
  );
}

/**
 * antd's Watermark draws at most once a frame, and a second ask within that frame is dropped, not put off
 * (its useRafDebounce): lines that changed within a frame of the last drawing were never drawn. The delivery
 * page, whose supplier can be known that soon after the first drawing, showed "Shared link" alone. So each
 * new set of lines is handed over again, as a fresh array, one frame later: antd draws it then.
 */
function useDrawnAgainNextFrame(lines: string[] | null): string[] | null {
  const [again, setAgain] = useState<{ of: string[]; copy: string[] } | null>(null);
  useEffect(() => {
    if (!lines) return;
    const frame = requestAnimationFrame(() => setAgain({ of: lines, copy: [...lines] }));
    return () => cancelAnimationFrame(frame);
  }, [lines]);
  return again?.of === lines ? again.copy : lines;
}
