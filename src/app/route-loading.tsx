import { useTranslation } from 'react-i18next';

/**
 * What the router shows while the first screen's code arrives (React Router's hydrate fallback): a line a
 * screen reader announces, in plain markup, so it costs the first paint nothing.
 */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ padding: '48px 32px', textAlign: 'center', color: 'var(--ant-color-text-secondary)' }}>
      {t('common:loading')}
    </div>
  );
}
