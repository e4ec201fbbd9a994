/**
 * A row's "more" menu: the actions of several features on one file or folder row, in groups separated by
 * dividers. Generic: each feature hands its own group of items (upload, download, move, favourites…);
 * empty groups are left out, and with no item at all nothing is drawn.
 */
import type { ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface RowActionItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export interface RowActionsProps {
  /** The row's name, for the button's accessible name. */
  name: string;
  groups: RowActionItem[][];
}

export function RowActions({ name, groups }: RowActionsProps) {
  const { t } = useTranslation('workspace');
  const filled = groups.filter((group) => group.length > 0);
  if (filled.length === 0) return null;
  const byKey = new Map(filled.flat().map((item) => [item.key, item]));
  const items: MenuProps['items'] = filled.flatMap((group, index) => [
    ...(index > 0 ? [{ type: 'divider' as const, key: `divider-${index}` }] : []),
    ...group.map(({ key, label, icon, danger, disabled }) => ({ key, label, icon, danger, disabled })),
  ]);
  return (
    <Dropdown
      // Opened from the keyboard, the focus goes into the menu, so the arrows and Enter work in it.
      autoFocus
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          byKey.get(key)?.onClick();
        },
      }}
    >
      <Button
        type="text"
        size="small"
        tabIndex={-1}
        icon={<MoreOutlined />}
        aria-label={t('rowActions.more', { name })}
        onClick={(event) => event.stopPropagation()}
      />
    </Dropdown>
  );
}
