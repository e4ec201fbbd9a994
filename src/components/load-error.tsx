import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A failed load, said where the data would have been: the message the client already made for the user
 * (errmsg, message or the unknown-error text) and a retry. Never a silent empty picker or list.
 */
export function LoadError({
  error,
  message,
  onRetry,
  retrying,
  className,
}: {
  error: Error;
  /** The text to show when the screen words the error itself (e.g. a refusal as 'Permission is denied'). */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={message ?? error.message}
      className={className}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry} loading={retrying}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
}
