import type { ReactNode } from 'react';
import { Space } from 'antd';
import { IconAction } from './icon-action';

export interface RowAction {
  /** The accessible name and tooltip (name the row: 'Edit Alice'). */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** The action is running (a download). */
  loading?: boolean;
}

/** A table row's operations as icon buttons side by side; an entry that is `false` is not offered for this row. */
export function RowActions({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <Space size={0}>
      {actions.map(
        (action) =>
          action && (
            <IconAction
              key={action.label}
              label={action.label}
              icon={action.icon}
              danger={action.danger}
              loading={action.loading}
              onClick={action.onClick}
            />
          ),
      )}
    </Space>
  );
}
