/**
 * Slide captcha: drag the handle (mouse, touch or keyboard) until the piece fills the gap. The piece image
 * is as tall as the picture, so it only moves sideways, by the same distance as the handle.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CheckOutlined, CloseOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CaptchaFrame, ORIGINAL_SIZE, pngSource, type CaptchaSize } from './captcha-frame';
import type { CaptchaState } from './use-captcha';
import styles from './captcha.module.css';

/** The piece is 47/310 of the picture wide (AJ-Captcha's jigsaw). */
const PIECE_RATIO = 47 / 310;
/** Height of the bar, and width and height of its handle. */
const BAR_HEIGHT = 40;
/** The check always sends y = 5 (the piece cannot move vertically). */
const SLIDE_Y = 5.0;

interface SlidePuzzleProps {
  autoFocus?: boolean;
  size: CaptchaSize;
  state: CaptchaState;
  onRefresh: () => void;
  onSubmit: (plaintext: string) => void;
}

/** The pointJson plaintext for a handle moved `offset` displayed pixels along a picture `width` wide. */
function slidePlaintext(offset: number, width: number): string {
  return JSON.stringify({ x: (offset * ORIGINAL_SIZE.width) / width, y: SLIDE_Y });
}

export function SlidePuzzle({ size, state, autoFocus = false, onRefresh, onSubmit }: SlidePuzzleProps) {
  const { t } = useTranslation('captcha');
  const { phase, image } = state;
  // The offset belongs to one picture: a new token starts again from 0.
  const [drag, setDrag] = useState({ token: '', offset: 0 });
  const dragStart = useRef<{ pointerX: number; offset: number } | null>(null);
  const token = image?.token ?? '';
  const offset = drag.token === token ? drag.offset : 0;
  const maxOffset = size.width - BAR_HEIGHT;
  const interactive = phase === 'ready' && Boolean(image);
  const handleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus && interactive) handleRef.current?.focus({ preventScroll: true });
  }, [autoFocus, interactive]);

  const clamp = (value: number) => Math.min(maxOffset, Math.max(0, value));
  const moveTo = (value: number) => setDrag({ token, offset: clamp(value) });
  const submit = (value: number) => {
    if (value > 0) onSubmit(slidePlaintext(value, size.width));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!interactive) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    dragStart.current = { pointerX: event.clientX, offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (start) moveTo(start.offset + event.clientX - start.pointerX);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    if (!start) return;
    dragStart.current = null;
    const final = clamp(start.offset + event.clientX - start.pointerX);
    moveTo(final);
    submit(final);
  };
  const onPointerCancel = () => {
    dragStart.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!interactive) return;
    const step = event.shiftKey ? 10 : 1;
    const next: Record<string, number> = {
      ArrowRight: offset + step,
      ArrowUp: offset + step,
      ArrowLeft: offset - step,
      ArrowDown: offset - step,
      PageUp: offset + 10,
      PageDown: offset - 10,
      Home: 0,
      End: maxOffset,
    };
    if (event.key in next) {
      event.preventDefault();
      moveTo(next[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(offset);
    }
  };

  const barState = phase === 'success' ? styles.barSuccess : phase === 'failure' ? styles.barFailure : offset > 0 ? styles.barMoving : '';
  const handleIcon = phase === 'success' ? <CheckOutlined /> : phase === 'failure' ? <CloseOutlined /> : <RightOutlined />;

  return (
    <div className={styles.slide} style={{ width: size.width }}>
      <CaptchaFrame size={size} state={state} pictureLabel={t('slide.picture')} onRefresh={onRefresh}>
        {image?.jigsawImageBase64 && (
          <img
            className={styles.piece}
            src={pngSource(image.jigsawImageBase64)}
            alt=""
            aria-hidden
            draggable={false}
            style={{ left: offset, width: size.width * PIECE_RATIO, height: size.height }}
          />
        )}
      </CaptchaFrame>
      <div className={`${styles.bar} ${barState}`} style={{ width: size.width, height: BAR_HEIGHT }}>
        <div className={styles.barFill} style={{ width: offset + BAR_HEIGHT }} />
        {offset === 0 && phase !== 'success' && <span className={styles.barHint}>{t('slide.hint')}</span>}
        <div
          className={styles.handle}
          style={{ left: offset, width: BAR_HEIGHT, height: BAR_HEIGHT }}
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={t('slide.handle')}
          aria-valuemin={0}
          aria-valuemax={Math.round(maxOffset)}
          aria-valuenow={Math.round(offset)}
          aria-valuetext={t('slide.valueText', { count: Math.round(offset) })}
          aria-disabled={!interactive}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          {handleIcon}
        </div>
      </div>
    </div>
  );
}
