/**
 * The AJ-Captcha widget (spec §2, §4): a slide puzzle or click-the-words, as a pop-up or inline.
 * In pop mode the pop-up shows the success tip for about 1.5 s, then calls `onClose` and `onSuccess`;
 * inline, `onSuccess` comes at once. Each opening of the pop-up starts with a new picture; remount an
 * inline captcha (React `key`) to start over, for example after the login call refused.
 */
import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORIGINAL_SIZE, type CaptchaSize } from './captcha-frame';
import type { CaptchaType } from './captcha-api';
import { ClickWords } from './click-words';
import { SlidePuzzle } from './slide-puzzle';
import { SUCCESS_CLOSE_DELAY_MS, useCaptcha } from './use-captcha';

export type { CaptchaType } from './captcha-api';
export type { CaptchaSize } from './captcha-frame';

export interface CaptchaProps {
  mode?: 'pop' | 'inline';
  type?: CaptchaType;
  /** Pop mode: whether the pop-up is shown. */
  open?: boolean;
  /** Displayed picture size; points are scaled back to the 310 x 155 original. */
  imgSize?: CaptchaSize;
  onSuccess: (captchaVerification: string) => void;
  /** Pop mode: the user closed the pop-up, or it closes after a success (before `onSuccess`). */
  onClose?: () => void;
}

interface CaptchaPanelProps {
  type: CaptchaType;
  size: CaptchaSize;
  active: boolean;
  successDelayMs: number;
  /** Move focus to the control once the picture is ready (the pop-up: keyboard users start there). */
  autoFocus?: boolean;
  onVerified: (captchaVerification: string) => void;
}

function CaptchaPanel({ type, size, active, successDelayMs, autoFocus = false, onVerified }: CaptchaPanelProps) {
  const { state, refresh, submit } = useCaptcha({ type, active, successDelayMs, onVerified });
  return type === 'blockPuzzle' ? (
    <SlidePuzzle size={size} state={state} autoFocus={autoFocus} onRefresh={refresh} onSubmit={submit} />
  ) : (
    <ClickWords size={size} state={state} autoFocus={autoFocus} onRefresh={refresh} onSubmit={submit} />
  );
}

export function Captcha({ mode = 'pop', type = 'blockPuzzle', open = false, imgSize = ORIGINAL_SIZE, onSuccess, onClose }: CaptchaProps) {
  const { t } = useTranslation('captcha');
  // Counts openings, so that every opening mounts a fresh panel (and gets a new picture).
  const [openings, setOpenings] = useState({ count: 0, open });
  if (openings.open !== open) setOpenings({ count: openings.count + (open ? 1 : 0), open });

  if (mode === 'inline') {
    return <CaptchaPanel key={type} type={type} size={imgSize} active successDelayMs={0} onVerified={onSuccess} />;
  }
  return (
    <Modal
      open={open}
      title={t('title')}
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      width={imgSize.width + 48}
      onCancel={onClose}
    >
      <CaptchaPanel
        key={`${type}-${openings.count}`}
        type={type}
        size={imgSize}
        active={open}
        successDelayMs={SUCCESS_CLOSE_DELAY_MS}
        autoFocus
        onVerified={(verification) => {
          onClose?.();
          onSuccess(verification);
        }}
      />
    </Modal>
  );
}
