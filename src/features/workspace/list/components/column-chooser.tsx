import { Button, Checkbox, Dropdown } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALL_COLUMN_KEYS, type ColumnKey } from '../columns';

/** Choose the list's columns; the choice is remembered on this device. */
export function ColumnChooser({ value, onChange }: { value: ColumnKey[]; onChange: (keys: ColumnKey[]) => void }) {
  const { t } = useTranslation('workspace');
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <div
          role="group"
          aria-label={t('columns.chooser')}
          style={{ background: 'var(--ant-color-bg-elevated)', padding: 12, borderRadius: 6, boxShadow: 'var(--ant-box-shadow-secondary)' }}
        >
          <Checkbox.Group
            value={value}
            onChange={(keys) => onChange(keys as ColumnKey[])}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={ALL_COLUMN_KEYS.map((key) => ({ value: key, label: t(`columns.${key}`) }))}
          />
        </div>
      )}
    >
      <Button icon={<SettingOutlined />}>{t('columns.chooser')}</Button>
    </Dropdown>
  );
}
