import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Reads what the screen shows from the server again now, instead of waiting for the next automatic read.
 * Its visible text is its name; while a read is under way it says so (aria-busy) and stays operable.
 */
export function RefreshButton({ onRefresh, busy, size }: { onRefresh: () => void; busy?: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined spin={busy} aria-hidden />} aria-busy={busy || undefined} onClick={onRefresh} size={size}>
      {t('common:actions.refresh')}
    </Button>
  );
}
