import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { LazyResult } from './lazy-result';

/** Shown instead of a blank page when a screen fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <LazyResult
      status="error"
      title={t('common:errors.screenFailed')}
      subTitle={t('common:errors.screenFailedHint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
