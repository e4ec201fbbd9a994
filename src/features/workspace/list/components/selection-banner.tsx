import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../../shared/workspace.module.css';

/** 'N selected' with a way to clear it, the selection's actions, and 'total N records' (spec §2, common table). */
export function SelectionBanner({
  count,
  total,
  onClear,
  actions,
}: {
  count: number;
  total: number;
  onClear: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      {count > 0 && (
        <>
          <span>{t('common:table.selected', { count })}</span>
          <Button type="link" size="small" onClick={onClear}>
            {t('common:table.clearSelection')}
          </Button>
          {actions}
        </>
      )}
      <span className={styles.spacer} />
      <span>{t('common:table.total', { count: total })}</span>
    </div>
  );
}
