import type { ReactNode } from 'react';
import type { ListRow } from '../shared/types';
import type { RowMenuGroups } from '../shared/components/row-menu';
import type { ListSelection } from './use-list-selection';

/** What a list of rows does with a row or for the folder: the keys and the rows' own controls call these. */
export interface RowListActions {
  onOpen: (row: ListRow) => void;
  onDetails: (row: ListRow) => void;
  onInvalidate: (row: ListRow) => void;
  onParent: () => void;
  onHelp: () => void;
}

/** What every view of the folder's rows takes (the table, the cards, the compact list). */
export interface RowListProps extends RowListActions {
  rows: ListRow[];
  selection: ListSelection;
  /** The row to show highlighted (find-anywhere). */
  highlightKey: string | null;
  loading: boolean;
  empty: ReactNode;
  /** The groups of a row's "more" menu (the file lifecycle adds its own here); read when it opens. */
  rowMenu?: RowMenuGroups;
}
