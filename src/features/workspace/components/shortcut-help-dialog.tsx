import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../keyboard';
import styles from './workspace.module.css';

/** The `?` dialog: every shortcut of the list and what it does. */
export function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('shortcuts.title')} destroyOnHidden>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', color: 'var(--ant-color-text-tertiary)', paddingBottom: 8 }}>{t('shortcuts.hint')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left', width: 180 }}>{t('shortcuts.keys')}</th>
            <th scope="col" style={{ textAlign: 'left' }}>{t('shortcuts.action')}</th>
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
              <td>{t(`shortcuts.${shortcut.what}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
