import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ListRow } from '../shared/types';
import type { RowMenuAnchor, RowMenuState } from '../shared/components/row-menu';
import type { RowListProps } from './row-list-props';

/** What a row's controls do: stable for the list's lifetime, so a row that did not change is not drawn again. */
export interface RowHandlers {
  activate: (index: number) => void;
  toggle: (key: string) => void;
  open: (row: ListRow, index: number) => void;
  details: (row: ListRow, index: number) => void;
  menu: (row: ListRow, index: number, anchor: RowMenuAnchor) => void;
}

/** The rows' handlers, calling the list's latest props and row menu through one stable object. */
export function useRowHandlers(props: RowListProps, rowMenu: RowMenuState): RowHandlers {
  const latest = useRef({ props, openMenu: rowMenu.open });
  useLayoutEffect(() => {
    latest.current = { props, openMenu: rowMenu.open };
  });
  return useMemo<RowHandlers>(
    () => ({
      activate: (index) => latest.current.props.selection.setActiveIndex(index),
      toggle: (key) => latest.current.props.selection.toggle(key),
      open: (row, index) => {
        latest.current.props.selection.setActiveIndex(index);
        latest.current.props.onOpen(row);
      },
      details: (row, index) => {
        latest.current.props.selection.setActiveIndex(index);
        latest.current.props.onDetails(row);
      },
      menu: (row, index, anchor) => {
        latest.current.props.selection.setActiveIndex(index);
        latest.current.openMenu(row, anchor);
      },
    }),
    [],
  );
}
