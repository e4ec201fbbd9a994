import { useId } from 'react';
import { Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCharacterShortcuts, useCharacterShortcuts } from '@/lib/character-shortcuts';
import { SHORTCUTS } from '../../shared/keyboard';
import styles from '../../shared/workspace.module.css';

/**
 * The `?` dialog: every shortcut of the list and what it does, and the switch that turns the one-character
 * shortcuts off (WCAG 2.1.4; kept per account on this device). The toolbar's button opens it either way.
 */
export function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const characterKeys = useCharacterShortcuts();
  const hintId = useId();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shortcuts.title')} destroyOnHidden>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 12 }}>
        <Switch
          checked={characterKeys}
          onChange={setCharacterShortcuts}
          aria-label={t('shortcuts.characterKeys')}
          aria-describedby={hintId}
        />
        <div>
          <Typography.Text>{t('shortcuts.characterKeys')}</Typography.Text>
          <Typography.Paragraph id={hintId} type="secondary" style={{ marginBottom: 0 }}>
            {t('shortcuts.characterKeysHint')}
          </Typography.Paragraph>
        </div>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', color: 'var(--ant-color-text-tertiary)', paddingBottom: 8 }}>{t('shortcuts.hint')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', width: 180 }}>
              {t('shortcuts.keys')}
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('shortcuts.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys.join('+')}>
              <td style={{ padding: '4px 0' }}>
                {shortcut.keys.map((key) => (
                  <kbd key={key} className={styles.kbd}>
                    {key}
                  </kbd>
                ))}
              </td>
              <td>
                {t(`shortcuts.${shortcut.what}`)}
                {!characterKeys && 'characterKey' in shortcut && <Typography.Text type="secondary"> {t('shortcuts.off')}</Typography.Text>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
