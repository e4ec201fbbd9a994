import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './errors';

/**
 * A dialog's call whose refusal is said inside the dialog, which stays open with what was chosen or typed:
 * `failure` is the refusal's text until the next try (or `clearFailure`); `send` resolves true once the
 * call has succeeded.
 */
export function useDialogSend() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCallback(
    async (call: () => Promise<unknown>) => {
      setFailure(null);
      try {
        await call();
        return true;
      } catch (error) {
        setFailure(errorText(error, t));
        return false;
      }
    },
    [t],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  return { failure, send, clearFailure };
}
