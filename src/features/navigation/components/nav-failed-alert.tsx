import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The side menu could not be fetched (expanded navigation): says so, with a retry. */
export default function NavFailedAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Alert
      type="error"
      title={t('nav.failed')}
      action={
        <Button size="small" aria-label={t('nav.failedRetry')} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
      style={{ margin: 8 }}
    />
  );
}
