import { useState } from 'react';
import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Reads what the screen shows from the server again now, instead of waiting for the next automatic read.
 * Its visible text is its name; while the read it started is under way it says so (aria-busy) and stays
 * operable. The automatic reads in the background show nothing.
 */
export function RefreshButton({ onRefresh, size }: { onRefresh: () => unknown; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    setBusy(true);
    void Promise.resolve(onRefresh())
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button icon={<ReloadOutlined spin={busy} aria-hidden />} aria-busy={busy || undefined} onClick={refresh} size={size}>
      {t('common:actions.refresh')}
    </Button>
  );
}
