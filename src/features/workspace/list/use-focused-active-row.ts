import { useEffect, type FocusEvent, type RefObject } from 'react';
import type { ListSelection } from './use-list-selection';

/**
 * A list that has the keyboard focus always has an active row, so Space, Enter and the arrows act at once.
 * Focus makes the first row active; so does a change while focused that leaves no active row (another sort
 * or page, a saved view arriving after a reload, the active row leaving the list).
 */
export function useFocusedActiveRow(list: RefObject<HTMLElement | null>, selection: ListSelection, rowCount: number) {
  const { activeIndex, setActiveIndex } = selection;
  const needsRow = activeIndex < 0 && rowCount > 0;
  useEffect(() => {
    if (needsRow && list.current && document.activeElement === list.current) setActiveIndex(0);
  });
  return (event: FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && needsRow) setActiveIndex(0);
  };
}
