import type { HTMLAttributes } from 'react';
import type { ListRow } from '../../shared/types';
import styles from '../../shared/workspace.module.css';
import type { RowLabels } from '../row-text';
import type { RowHandlers } from '../use-row-handlers';

/** What a row of the table and a card both are and show. */
export interface RowState {
  row: ListRow;
  index: number;
  selected: boolean;
  active: boolean;
  highlighted: boolean;
  withMenu: boolean;
  handlers: RowHandlers;
  labels: RowLabels;
}

/** The row element's role, state, name and pointer handlers (a click makes it active; a right click opens its menu). */
export function rowElementProps(
  baseClass: string,
  { row, index, selected, active, highlighted, withMenu, handlers, labels }: RowState,
): HTMLAttributes<HTMLDivElement> & { 'data-highlighted'?: true } {
  return {
    role: 'row',
    'aria-selected': selected,
    'aria-label': labels.row(row),
    'data-highlighted': highlighted || undefined,
    className: [
      baseClass,
      selected ? styles.gridRowSelected : '',
      active ? styles.gridRowActive : '',
      highlighted ? styles.gridRowHighlight : '',
    ].join(' '),
    onClick: () => handlers.activate(index),
    onDoubleClick: () => handlers.open(row, index),
    onContextMenu: withMenu
      ? (event) => {
          event.preventDefault();
          handlers.menu(row, index, { x: event.clientX, y: event.clientY });
        }
      : undefined,
  };
}

/** The row's checkbox: out of the tab order, as Space on the list selects the active row. */
export function RowCheck({
  rowKey,
  name,
  selected,
  handlers,
  labels,
}: {
  rowKey: string;
  name: string;
  selected: boolean;
  handlers: RowHandlers;
  labels: RowLabels;
}) {
  return (
    <input
      type="checkbox"
      className={styles.rowCheck}
      aria-label={labels.select({ name })}
      checked={selected}
      tabIndex={-1}
      onChange={() => handlers.toggle(rowKey)}
    />
  );
}
