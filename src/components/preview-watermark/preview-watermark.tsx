import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
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
 * A tiled watermark over a preview (or the /disk cards) naming who looks and when (issue 17 point 1). antd's
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
        content={lines as string[]}
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
