import type { MouseEvent } from 'react';
import { InfoCircleOutlined, MoreOutlined } from '@ant-design/icons';
import { isFileRow } from '../../shared/types';
import styles from '../../shared/workspace.module.css';
import type { RowState } from './row-element';

/**
 * A row's details button (a file's) and its "more" button (where the row has a menu), in the table and on
 * the cards. Plain elements, drawn in every row (antd's Button costs a style hook each); out of the tab
 * order, as the list's keys reach both (I, Shift+F10). A click on either does not also click the row.
 */
export function RowButtons({
  row,
  index,
  name,
  withMenu,
  menuOpen,
  handlers,
  labels,
}: Pick<RowState, 'row' | 'index' | 'withMenu' | 'handlers' | 'labels'> & {
  /** The name as shown (bidirectional controls revealed). */
  name: string;
  menuOpen: boolean;
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
          onClick={only(() => handlers.details(row, index))}
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
          onClick={only((event) => handlers.menu(row, index, event.currentTarget))}
        >
          <MoreOutlined />
        </button>
      )}
    </>
  );
}
