/** The picture area both captcha types share: picture, spinner, refresh button and the tip. */
import type { ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';
import styles from './captcha.module.css';

export interface CaptchaSize {
  width: number;
  height: number;
}

/** The server's picture size, which every point is scaled to. */
export const ORIGINAL_SIZE: CaptchaSize = { width: 310, height: 155 };

export const pngSource = (base64: string) => `data:image/png;base64,${base64}`;

interface CaptchaFrameProps {
  size: CaptchaSize;
  state: CaptchaState;
  /** Accessible name of the picture. */
  pictureLabel: string;
  onRefresh: () => void;
  /** Drawn over the picture: the slide piece, or the click layer. */
  children?: ReactNode;
}

export function CaptchaFrame({ size, state, pictureLabel, onRefresh, children }: CaptchaFrameProps) {
  const { t } = useTranslation('captcha');
  const { phase, image, message, unreachable } = state;
  const tip =
    phase === 'success'
      ? t('success')
      : phase === 'failure' || phase === 'error'
        ? (message ?? (unreachable ? t('unreachable') : t('failure')))
        : phase === 'loading'
          ? t('loading')
          : phase === 'checking'
            ? t('checking')
            : '';
  const tipClass = {
    success: styles.tipSuccess,
    failure: styles.tipFailure,
    error: styles.tipError,
    loading: styles.visuallyHidden,
    checking: styles.visuallyHidden,
    ready: styles.visuallyHidden,
  }[phase];

  return (
    <Spin spinning={phase === 'loading'}>
      <div className={styles.frame} style={{ width: size.width, height: size.height }}>
        {image && (
          <img
            className={styles.picture}
            src={pngSource(image.originalImageBase64)}
            alt={pictureLabel}
            width={size.width}
            height={size.height}
            draggable={false}
          />
        )}
        {children}
        <Button
          className={styles.refresh}
          size="small"
          shape="circle"
          icon={<ReloadOutlined />}
          aria-label={t('refresh')}
          title={t('refresh')}
          disabled={phase === 'checking'}
          onClick={onRefresh}
        />
        <div role="status" aria-live="polite" className={`${styles.tip} ${tipClass}`}>
          {tip}
        </div>
      </div>
    </Spin>
  );
}
