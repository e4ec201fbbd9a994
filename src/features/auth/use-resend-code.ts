import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { sendActivation } from './api/send-activation';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be asked for. */
export const RESEND_AFTER_S = 60;

/**
 * Asking for another reset code for `account` (POST /user/out/sendActiv), at most once a minute. With
 * `justSent`, the countdown starts at once, as if the button had just been pressed.
 */
export function useResendCode(account: string, { justSent = false } = {}) {
  const { t } = useTranslation('login');
  const countdown = useCountdown(RESEND_AFTER_S, { startRunning: justSent });
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await sendActivation(account);
      notify.success(t('retrieve.codeSent'));
      countdown.start();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return { resend, sending, waiting: countdown.running, secondsLeft: countdown.left };
}
