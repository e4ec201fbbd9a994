/**
 * A row's "more" menu: the actions of several features on one file, in groups separated by dividers. Each
 * feature hands its own group (upload, download, move, favourites…); empty groups are left out.
 *
 * One menu serves the whole list: a row only draws a plain button, and the antd Dropdown is mounted when a
 * row asks for it, anchored where the row's button (or the right click) is. A Dropdown in every row would
 * cost each of the 30 rows on screen a trigger and its hooks at every scroll step.
 */
import { useState, type ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import type { ListRow } from '../types';
import { rowKey } from '../types';

export interface RowActionItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export type RowMenuGroups = (row: ListRow) => RowActionItem[][];

/** Where the menu opens: under a button, or at the pointer of a right click. */
export type RowMenuAnchor = Element | { x: number; y: number };

interface OpenMenu {
  key: string;
  items: RowActionItem[][];
  box: { left: number; top: number; width: number; height: number };
}

export function hasRowMenu(groups: RowMenuGroups | undefined, row: ListRow) {
  return Boolean(groups?.(row).some((group) => group.length > 0));
}

/**
 * The list's one row menu. `open(row, anchor)` shows it; when it closes without the focus going anywhere
 * (Escape, or an item chosen), `onClosed` puts the focus back on the list.
 */
export function useRowMenu(groups: RowMenuGroups | undefined, onClosed: () => void) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);

  const open = (row: ListRow, anchor: RowMenuAnchor) => {
    const items = (groups?.(row) ?? []).filter((group) => group.length > 0);
    if (items.length === 0) return;
    const box =
      anchor instanceof Element
        ? (({ left, top, width, height }) => ({ left, top, width, height }))(anchor.getBoundingClientRect())
        : { left: anchor.x, top: anchor.y, width: 1, height: 1 };
    setMenu({ key: rowKey(row), items, box });
  };

  const close = () => {
    setMenu(null);
    // After Escape or a choice the focus is left in the closing menu: the list takes it back. A click
    // elsewhere has already moved the focus where the user wanted it, so that is left alone.
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('[role="menu"]')) onClosed();
    });
  };

  let element: ReactNode = null;
  if (menu) {
    const byKey = new Map(menu.items.flat().map((item) => [item.key, item]));
    const items: MenuProps['items'] = menu.items.flatMap((group, index) => [
      ...(index > 0 ? [{ type: 'divider' as const, key: `divider-${index}` }] : []),
      ...group.map(({ key, label, icon, danger, disabled }) => ({ key, label, icon, danger, disabled })),
    ]);
    element = (
      <Dropdown
        open
        // The focus goes into the menu, so the arrows and Enter work in it at once.
        autoFocus
        trigger={['click']}
        onOpenChange={(next) => !next && close()}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            close();
            byKey.get(key)?.onClick();
          },
        }}
      >
        <span aria-hidden style={{ position: 'fixed', pointerEvents: 'none', ...menu.box }} />
      </Dropdown>
    );
  }

  return { open, openKey: menu?.key ?? null, element };
}
