import type { KeyboardEvent } from 'react';
import { useCharacterShortcuts } from '@/lib/character-shortcuts';
import { listKeyAction, runListKeyAction } from '../shared/keyboard';
import { rowKey, type ListRow } from '../shared/types';
import type { RowMenuState } from '../shared/components/row-menu';
import type { ListSelection } from './use-list-selection';
import type { RowListActions } from './row-list-props';

export interface ListKeyTargets extends RowListActions {
  rows: ListRow[];
  selection: ListSelection;
  rowMenu: RowMenuState;
  /** The id of a row's element: the row menu opens at its "more" button (or at the row). */
  domId: (key: string) => string;
}

/**
 * The key handler of a list of rows (the table, the cards, the compact list): the keyboard model of
 * `keyboard.ts` on the active row. `perLine` (rows per line) is read at the key press, as the cards'
 * width may have changed. A key the list handles goes no further.
 */
export function useListKeyDown(targets: ListKeyTargets, perLine: () => number = () => 1) {
  const characterKeys = useCharacterShortcuts();
  return (event: KeyboardEvent<HTMLElement>) => {
    // Keys on a checkbox or button inside a row keep their own meaning, except the list's navigation.
    if (event.target !== event.currentTarget && (event.key === ' ' || event.key === 'Enter')) return;
    const { rows, selection, rowMenu, domId } = targets;
    const active = selection.activeIndex;
    const action = listKeyAction(event, { count: rows.length, active, perLine: perLine(), characterKeys });
    if (!action) return;
    runListKeyAction(action, active >= 0 ? rows[active] : undefined, {
      move: selection.setActiveIndex,
      open: targets.onOpen,
      toggle: (row) => selection.toggle(rowKey(row)),
      selectAll: selection.selectAll,
      invalidate: targets.onInvalidate,
      details: targets.onDetails,
      menu: (row) => {
        const element = document.getElementById(domId(rowKey(row)));
        rowMenu.open(row, element?.querySelector('[data-row-menu]') ?? element ?? { x: 0, y: 0 });
      },
      parent: targets.onParent,
      help: targets.onHelp,
    });
    event.preventDefault();
    event.stopPropagation();
  };
}
