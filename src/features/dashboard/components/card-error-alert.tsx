import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A card's failed call: the message, and a retry (card-error.tsx fetches it with the first failure). */
export default function CardErrorAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
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
