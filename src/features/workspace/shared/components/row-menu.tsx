/**
 * A row's "more" menu: the actions of several features on one file, in groups separated by dividers. Each
 * feature hands its own group (upload, download, move, favourites…); empty groups are left out.
 *
 * One menu serves the whole list: a row only draws a plain button, and the antd Dropdown is mounted when a
 * row asks for it, anchored where the row's button (or the right click) is. A Dropdown in every row would
 * cost each of the 30 rows on screen a trigger and its hooks at every scroll step.
 */
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button, Dropdown, type MenuProps } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
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

/** The menu items of groups, with dividers between the non-empty ones. */
function menuItemsOf(groups: RowActionItem[][]): NonNullable<MenuProps['items']> {
  return groups
    .filter((group) => group.length > 0)
    .flatMap((group, index) => [
      ...(index > 0 ? [{ type: 'divider' as const, key: `divider-${index}` }] : []),
      ...group.map(({ key, label, icon, danger, disabled }) => ({ key, label, icon, danger, disabled })),
    ]);
}

/** The row menu's actions as a button with its menu, for the details drawer of the same file. */
export function RowActionsButton({ groups, label }: { groups: RowActionItem[][]; label: ReactNode }) {
  const items = menuItemsOf(groups);
  if (items.length === 0) return null;
  const byKey = new Map(groups.flat().map((item) => [item.key, item]));
  return (
    <Dropdown autoFocus trigger={['click']} menu={{ items, tooltip: false, onClick: ({ key }) => byKey.get(key)?.onClick() }}>
      <Button icon={<MoreOutlined />}>{label}</Button>
    </Dropdown>
  );
}

/** Whether a row has a menu, kept per row: building a row's groups (labels, icons) costs more than its row. */
function rowMenuPresence(groups: RowMenuGroups | undefined): (row: ListRow) => boolean {
  const known = new WeakMap<ListRow, boolean>();
  return (row) => {
    let has = known.get(row);
    if (has === undefined) {
      has = Boolean(groups?.(row).some((group) => group.length > 0));
      known.set(row, has);
    }
    return has;
  };
}

/** Whether a row has a menu, asked of every row at each draw of the list; answered afresh when the groups change. */
export const useHasRowMenu = (groups: RowMenuGroups | undefined) => useMemo(() => rowMenuPresence(groups), [groups]);

/**
 * The list's one row menu, drawn by <OpenRowMenu>. `open(row, anchor)` shows it; when it closes without the
 * focus going anywhere (Escape, or an item chosen), `onClosed` puts the focus back on the list.
 */
export function useRowMenu(groups: RowMenuGroups | undefined, onClosed: () => void) {
  const [menu, setMenu] = useState<OpenMenu | null>(null);

  const open = (row: ListRow, anchor: RowMenuAnchor) => {
    const items = (groups?.(row) ?? []).filter((group) => group.length > 0);
    if (items.length === 0) return;
    const { left, top, width, height } =
      anchor instanceof Element ? anchor.getBoundingClientRect() : { left: anchor.x, top: anchor.y, width: 1, height: 1 };
    // In the document's coordinates: the anchor scrolls with the page, as the row does (see OpenRowMenu).
    const box = { left: left + window.scrollX, top: top + window.scrollY, width, height };
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

  return { open, close, openKey: menu?.key ?? null, menu };
}

export type RowMenuState = ReturnType<typeof useRowMenu>;

/**
 * The list's open row menu (nothing while none is open), where useRowMenu's `open` anchored it. The anchor
 * is placed in the document (a child of the body, positioned absolutely), as antd places the menu itself: a
 * page scroll moves both together. An anchor fixed to the window stayed while the menu scrolled away, until
 * antd put the menu back a few frames later, and a tap in between landed on another item.
 */
export function OpenRowMenu({ state: { menu, close } }: { state: RowMenuState }) {
  if (!menu) return null;
  const byKey = new Map(menu.items.flat().map((item) => [item.key, item]));
  const items = menuItemsOf(menu.items);
  return createPortal(
    <Dropdown
      open
      // The focus goes into the menu, so the arrows and Enter work in it at once.
      autoFocus
      trigger={['click']}
      onOpenChange={(next) => !next && close()}
      menu={{
        items,
        // antd's per-item tooltip serves a collapsed side menu only: here it would be mounted for nothing.
        tooltip: false,
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          close();
          byKey.get(key)?.onClick();
        },
      }}
    >
      <span aria-hidden data-row-menu-anchor style={{ position: 'absolute', pointerEvents: 'none', ...menu.box }} />
    </Dropdown>,
    document.body,
  );
}

/** How long a touch must rest on a row before its menu opens, and how far it may drift meanwhile. */
export const LONG_PRESS_MS = 500;
const LONG_PRESS_SLOP_PX = 10;

interface Press {
  timer: ReturnType<typeof setTimeout>;
  x: number;
  y: number;
  fired: boolean;
}

/**
 * A long press by touch on a row of a list opens that row's menu at the finger. The handlers go
 * on the list element (one set for all rows); `onLongPress` gets the row element pressed. A mouse or pen is
 * left alone (they have the right click). Once the menu is open, the lifting finger's click is swallowed,
 * so it neither opens the file nor closes the menu at once.
 */
export function useLongPress(onLongPress: (row: HTMLElement, point: { x: number; y: number }) => void) {
  const press = useRef<Press | null>(null);
  const latest = useRef(onLongPress);
  useLayoutEffect(() => {
    latest.current = onLongPress;
  });
  useEffect(() => () => clearTimeout(press.current?.timer), []);
  return useMemo(() => {
    const cancel = () => {
      if (press.current && !press.current.fired) clearTimeout(press.current.timer);
      press.current = null;
    };
    return {
      onPointerDown: (event: ReactPointerEvent) => {
        cancel();
        const row = (event.target as HTMLElement).closest<HTMLElement>('[role="row"]');
        if (event.pointerType !== 'touch' || !row || !event.currentTarget.contains(row)) return;
        const point = { x: event.clientX, y: event.clientY };
        const current: Press = {
          ...point,
          fired: false,
          timer: setTimeout(() => {
            current.fired = true;
            latest.current(row, point);
          }, LONG_PRESS_MS),
        };
        press.current = current;
      },
      onPointerMove: (event: ReactPointerEvent) => {
        const current = press.current;
        if (current && !current.fired && Math.hypot(event.clientX - current.x, event.clientY - current.y) > LONG_PRESS_SLOP_PX) cancel();
      },
      onPointerCancel: () => {
        if (!press.current?.fired) cancel();
      },
      onTouchEnd: (event: ReactTouchEvent) => {
        // The menu is open: no click (nor the mouse events a browser makes from a tap) follows this touch.
        if (press.current?.fired) event.preventDefault();
        cancel();
      },
    };
  }, []);
}
