import { useEffect, useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { RotateLeftOutlined, RotateRightOutlined, UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { printImage } from '../print';
import { clampZoom, usePinchZoom } from '../use-pinch-zoom';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './viewer.module.css';

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 8;

/**
 * An image with zoom (buttons, Ctrl + wheel, + and -, a two-finger pinch) and rotation in quarter turns; print
 * (scaled to the page) for a user who may download.
 */
export default function ImageViewer({ blob, fileName, onDownload }: { blob: Blob; fileName: string; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const imageRef = useRef<HTMLImageElement>(null);
  const urlRef = useRef('');
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);

  // The object URL lives exactly as long as the effect: set on the element, revoked on clean-up.
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const url = URL.createObjectURL(blob);
    urlRef.current = url;
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  const stageRef = useRef<HTMLDivElement>(null);
  const sideways = rotation % 180 !== 0;
  // A pinch scales the zoom the image had when the two fingers came down.
  const pinchBase = useRef(1);
  usePinchZoom(stageRef, {
    onStart: () => {
      pinchBase.current = zoom;
    },
    onPinch: (ratio) => setZoom(clampZoom(pinchBase.current * ratio, MIN_ZOOM, MAX_ZOOM)),
  });

  /** Start with the whole image in view: never enlarged, shrunk to fit a small window. */
  const fitOnLoad = (image: HTMLImageElement) => {
    const size = { width: image.naturalWidth, height: image.naturalHeight };
    const stage = stageRef.current;
    const room = stage ? Math.min((stage.clientWidth - 48) / size.width, (stage.clientHeight - 48) / size.height) : 1;
    setNatural(size);
    setZoom(Math.max(MIN_ZOOM, Math.min(1, Math.round(room * 100) / 100 || 1)));
  };

  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * factor * 100) / 100)));
  const rotate = (quarter: 1 | -1) => setRotation((r) => (r + quarter * 90 + 360) % 360);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  return (
    <div className={styles.fill}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('image.toolbar')}>
        <Tooltip title={t('image.zoomOut')}>
          <Button icon={<ZoomOutOutlined />} aria-label={t('image.zoomOut')} disabled={zoom <= MIN_ZOOM} onClick={() => zoomBy(1 / 1.25)} />
        </Tooltip>
        <span className={styles.status} aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
        <Tooltip title={t('image.zoomIn')}>
          <Button icon={<ZoomInOutlined />} aria-label={t('image.zoomIn')} disabled={zoom >= MAX_ZOOM} onClick={() => zoomBy(1.25)} />
        </Tooltip>
        <Tooltip title={t('image.rotateLeft')}>
          <Button icon={<RotateLeftOutlined />} aria-label={t('image.rotateLeft')} onClick={() => rotate(-1)} />
        </Tooltip>
        <Tooltip title={t('image.rotateRight')}>
          <Button icon={<RotateRightOutlined />} aria-label={t('image.rotateRight')} onClick={() => rotate(1)} />
        </Tooltip>
        <Tooltip title={t('image.reset')}>
          <Button
            icon={<UndoOutlined />}
            aria-label={t('image.reset')}
            onClick={() => {
              setZoom(1);
              setRotation(0);
            }}
          />
        </Tooltip>
        {natural ? <span className={styles.status}>{t('image.size', natural)}</span> : null}
        {onDownload ? <PrintButton disabled={!natural} onPrint={(options) => printImage(blob, fileName, options)} /> : null}
      </div>
      <div
        ref={stageRef}
        className={styles.imageStage}
        tabIndex={0}
        role="region"
        aria-label={t('image.stage')}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          zoomBy(event.deltaY < 0 ? 1.1 : 1 / 1.1);
        }}
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') zoomBy(1.25);
          else if (event.key === '-') zoomBy(1 / 1.25);
          else if (event.key.toLowerCase() === 'r') rotate(event.shiftKey ? -1 : 1);
        }}
      >
        {/* Zoom sets the real size (so a large image scrolls); the box takes the rotated size. */}
        <div
          style={
            natural
              ? {
                  display: 'grid',
                  placeItems: 'center',
                  width: (sideways ? natural.height : natural.width) * zoom,
                  height: (sideways ? natural.width : natural.height) * zoom,
                }
              : undefined
          }
        >
          <img
            ref={imageRef}
            className={styles.image}
            alt={fileName}
            style={{
              transform: `rotate(${rotation}deg)`,
              width: natural ? natural.width * zoom : undefined,
              height: natural ? natural.height * zoom : undefined,
            }}
            data-rotation={rotation}
            // Preview only: no "Save image as" from the context menu.
            onContextMenu={onDownload ? undefined : (event) => event.preventDefault()}
            onLoad={(event) => fitOnLoad(event.currentTarget)}
            // Only the current URL's failure counts (not one revoked by a re-run of the effect).
            onError={(event) => event.currentTarget.src === urlRef.current && setFailed(true)}
          />
        </div>
      </div>
    </div>
  );
}
