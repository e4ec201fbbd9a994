import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { isCodeRefused, resetPassword } from './api/reset-password';

export interface ResetValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The last step of the password reset: send the code with the new password. A refused code is handed to
 * `onCodeRefused` (the page marks the code field, and the typed passwords stay); any other refusal is
 * shown as a message. Success returns to sign-in.
 */
export function useResetPassword(account: string, onCodeRefused: (message: string) => void) {
  const { t } = useTranslation('password');
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const submit = async ({ code, newPassword }: ResetValues) => {
    setSaving(true);
    try {
      await resetPassword({ userAccount: account, code: code.trim(), newPassword });
      notify.success(t('resetDone'));
      navigate('/login', { replace: true });
    } catch (error) {
      if (isCodeRefused(error)) onCodeRefused((error as Error).message);
      else notify.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
