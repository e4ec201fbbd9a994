import type { MouseEvent } from 'react';
import { InfoCircleOutlined, MoreOutlined } from '@ant-design/icons';
import { isFileRow, type ListRow } from '../../shared/types';
import styles from '../../shared/workspace.module.css';
import type { RowLabels } from '../row-text';

/**
 * A row's details button (a file's) and its "more" button (where the row has a menu), in the table and on
 * the cards. Plain elements, drawn in every row (antd's Button costs a style hook each); out of the tab
 * order, as the list's keys reach both (I, Shift+F10). A click on either does not also click the row.
 */
export function RowButtons({
  row,
  name,
  labels,
  withMenu,
  menuOpen,
  onDetails,
  onMenu,
}: {
  row: ListRow;
  /** The name as shown (bidirectional controls revealed). */
  name: string;
  labels: RowLabels;
  withMenu: boolean;
  menuOpen: boolean;
  onDetails: () => void;
  /** Opens the menu at the button. */
  onMenu: (button: HTMLElement) => void;
}) {
  const only = (run: (event: MouseEvent<HTMLButtonElement>) => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    run(event);
  };
  return (
    <>
      {isFileRow(row) && (
        <button
          type="button"
          className={styles.iconButton}
          tabIndex={-1}
          title={labels.detailsTip}
          aria-label={labels.details({ name })}
          onClick={only(onDetails)}
        >
          <InfoCircleOutlined />
        </button>
      )}
      {withMenu && (
        <button
          type="button"
          className={styles.iconButton}
          data-row-menu
          tabIndex={-1}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={labels.more({ name })}
          onClick={only((event) => onMenu(event.currentTarget))}
        >
          <MoreOutlined />
        </button>
      )}
    </>
  );
}
