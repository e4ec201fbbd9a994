import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';

interface CardErrorProps {
  error: Error;
  onRetry: () => void;
}

/** Where the alert's code could not be fetched either: the message and the retry, unstyled. */
function PlainCardError({ error, onRetry }: CardErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ marginBottom: 8 }}>
      {error.message}{' '}
      <button type="button" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

/** The alert's code (antd's Alert) comes with the first failure, not with /home's first load. */
const CardErrorAlert = lazy(() => import('./card-error-alert').catch(() => ({ default: PlainCardError })));

/** A card's failed call: the message, and a retry; the rest of the dashboard goes on working. */
export function CardError(props: CardErrorProps) {
  return (
    <Suspense fallback={null}>
      <CardErrorAlert {...props} />
    </Suspense>
  );
}
