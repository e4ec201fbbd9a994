import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A card's failed call: the message, and a retry; the rest of the dashboard goes on working. */
export function CardError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={error.message}
      action={<Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
      style={{ marginBottom: 8 }}
    />
  );
}
