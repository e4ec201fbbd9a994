/**
 * Click-word captcha: click the listed words on the picture in order; the third mark sends the check.
 * Keyboard: the picture takes focus, arrow keys move a crosshair (Shift: faster), Enter or Space marks.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaFrame, ORIGINAL_SIZE, type CaptchaSize } from './captcha-frame';
import type { CaptchaState } from './use-captcha';
import styles from './captcha.module.css';

/** Marks needed before the check (spec §5). */
const CLICK_COUNT = 3;
const CROSSHAIR_STEP = 5;
const CROSSHAIR_FAST_STEP = 20;

interface Point {
  x: number;
  y: number;
}

interface ClickWordsProps {
  autoFocus?: boolean;
  size: CaptchaSize;
  state: CaptchaState;
  onRefresh: () => void;
  onSubmit: (plaintext: string) => void;
}

/** The pointJson plaintext: displayed points scaled to the 310 x 155 original, rounded. */
function clickPlaintext(points: Point[], size: CaptchaSize): string {
  return JSON.stringify(
    points.map((p) => ({
      x: Math.round((p.x * ORIGINAL_SIZE.width) / size.width),
      y: Math.round((p.y * ORIGINAL_SIZE.height) / size.height),
    })),
  );
}

export function ClickWords({ size, state, autoFocus = false, onRefresh, onSubmit }: ClickWordsProps) {
  const { t } = useTranslation('captcha');
  const hintId = useId();
  const { phase, image } = state;
  const token = image?.token ?? '';
  // Marks and crosshair belong to one picture: a new token starts clean.
  const [marking, setMarking] = useState<{ token: string; marks: Point[] }>({ token: '', marks: [] });
  const [aim, setAim] = useState<{ token: string; at: Point } | null>(null);
  const marks = marking.token === token ? marking.marks : [];
  const crosshair = aim?.token === token ? aim.at : null;
  const interactive = phase === 'ready' && Boolean(image) && marks.length < CLICK_COUNT;
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus && interactive) layerRef.current?.focus({ preventScroll: true });
  }, [autoFocus, interactive]);

  const mark = (point: Point) => {
    if (!interactive) return;
    const next = [...marks, point];
    setMarking({ token, marks: next });
    if (next.length === CLICK_COUNT) onSubmit(clickPlaintext(next, size));
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    mark({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? CROSSHAIR_FAST_STEP : CROSSHAIR_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const isMark = event.key === 'Enter' || event.key === ' ';
    if (!(event.key in moves) && !isMark) return;
    event.preventDefault();
    if (!interactive) return;
    // The first key shows the crosshair in the middle; later keys move it or mark under it.
    const at = crosshair ?? { x: size.width / 2, y: size.height / 2 };
    if (isMark) {
      if (crosshair) mark(crosshair);
      else setAim({ token, at });
      return;
    }
    const [dx, dy] = crosshair ? moves[event.key] : [0, 0];
    setAim({
      token,
      at: { x: Math.min(size.width, Math.max(0, at.x + dx)), y: Math.min(size.height, Math.max(0, at.y + dy)) },
    });
  };

  const words = image?.wordList?.join(', ') ?? '';
  const barState = phase === 'success' ? styles.barSuccess : phase === 'failure' ? styles.barFailure : '';

  return (
    <div className={styles.click} style={{ width: size.width }}>
      {/* The layer over the picture carries its name, so the picture itself is decorative here. */}
      <CaptchaFrame size={size} state={state} pictureLabel="" onRefresh={onRefresh}>
        <div
          ref={layerRef}
          className={styles.clickLayer}
          role="application"
          tabIndex={0}
          aria-label={t('click.picture')}
          aria-describedby={hintId}
          aria-disabled={!interactive}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onBlur={() => setAim(null)}
        >
          {marks.map((p, i) => (
            <span key={i} className={styles.mark} style={{ left: p.x, top: p.y }} aria-hidden>
              {i + 1}
            </span>
          ))}
          {crosshair && interactive && <span className={styles.crosshair} style={{ left: crosshair.x, top: crosshair.y }} aria-hidden />}
        </div>
      </CaptchaFrame>
      <div className={`${styles.bar} ${barState}`} style={{ width: size.width }}>
        <span id={hintId} className={styles.barHint}>
          {words && t('click.hint', { words })}
        </span>
        <span className={styles.barCount} aria-live="polite">
          {marks.length > 0 && phase !== 'success' ? t('click.marked', { count: marks.length, total: CLICK_COUNT }) : ''}
        </span>
      </div>
    </div>
  );
}
