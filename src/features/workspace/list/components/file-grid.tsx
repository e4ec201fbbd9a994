import { memo, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Checkbox, Spin } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { announce } from '@/lib/announce';
import { useCoveredBottom } from '@/lib/bottom-overlay';
import { FileIcon } from '@/components/file-icon';
import { revealBidi } from '@/lib/names';
import { ACTIONS_COLUMN_WIDTH, NAME_COLUMN_WIDTH, SELECT_COLUMN_WIDTH, columnDef, type ColumnKey } from '../columns';
import { useListKeyDown } from '../use-list-key-down';
import type { RowListProps } from '../row-list-props';
import { displayName, rowLabels } from '../row-text';
import { isFileRow, rowKey, type SortField } from '../../shared/types';
import type { WorkspaceView } from '../../shared/url-state';
import { useVirtualRows } from '../../shared/use-virtual-rows';
import { OpenRowMenu, useHasRowMenu, useLongPress, useRowMenu } from '../../shared/components/row-menu';
import styles from '../../shared/workspace.module.css';
import { useFocusedActiveRow } from '../use-focused-active-row';
import { useRowHandlers } from '../use-row-handlers';
import { RowButtons } from './row-buttons';
import { RowCheck, rowElementProps, type RowState } from './row-element';

const ROW_HEIGHT = 40;
/** The sticky header row: its cells' 36 px (workspace.module.css .headerCell) and its 1 px bottom border. */
const HEADER_HEIGHT = 37;

export interface FileGridProps extends RowListProps {
  columns: ColumnKey[];
  view: Pick<WorkspaceView, 'sort' | 'order'>;
  onSort: (field: SortField) => void;
}

const rowDomId = (key: string) => `file-row-${key}`;

/**
 * A cell's text cut off by its width shows whole as a tooltip. Set when the pointer comes over the cell,
 * and only if it is cut: a title on each of the 13 cells of every row drawn cost a write per cell at every
 * scroll step.
 */
function showClippedText(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest<HTMLElement>(`.${styles.textCell}`);
  if (!cell) return;
  const text = cell.scrollWidth > cell.clientWidth ? (cell.textContent ?? '') : '';
  if (cell.title !== text) cell.title = text;
}

/**
 * The folder's rows as an accessible, virtualised grid: only the rows in view are rendered, so a page of
 * any length (up to 100,000 rows) scrolls smoothly. The grid is one tab stop; the active row follows the
 * keyboard model of `keyboard.ts`, and every row is named by its file name, type and size.
 */
export function FileGrid(props: FileGridProps) {
  const { rows, columns, view, onSort, selection, highlightKey, loading, empty } = props;
  const { t, i18n } = useTranslation('workspace');
  // t follows the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => rowLabels(t), [t, i18n.language]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The upload panel may float over the list's bottom: the active row is kept above it (WCAG 2.4.11).
  const coveredBottom = useCoveredBottom(scrollRef);
  const virtualizer = useVirtualRows(scrollRef, rows.length, ROW_HEIGHT, 4, coveredBottom, HEADER_HEIGHT);
  const { activeIndex } = selection;
  const activateOnFocus = useFocusedActiveRow(scrollRef, selection, rows.length);
  const width =
    SELECT_COLUMN_WIDTH + NAME_COLUMN_WIDTH + columns.reduce((sum, key) => sum + columnDef(key).width, 0) + ACTIONS_COLUMN_WIDTH;

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer, coveredBottom]);

  // The header cells carry the order (aria-sort); a change of it is also said in the live region, since a
  // screen reader on the header's button does not read its cell's state again.
  const sortState = view.sort ? `${view.sort}:${view.order}` : '';
  const spokenSort = useRef(sortState);
  useEffect(() => {
    if (spokenSort.current === sortState) return;
    spokenSort.current = sortState;
    if (view.sort) announce(t(view.order === 'asc' ? 'list.sortedAsc' : 'list.sortedDesc', { column: t(`columns.${view.sort}`) }));
  }, [sortState, view.sort, view.order, t]);

  // Arriving at a highlighted file (find-anywhere), the list takes the focus so the keyboard goes on from it.
  const highlightIndex = highlightKey ? rows.findIndex((row) => rowKey(row) === highlightKey) : -1;
  const focusedHighlight = useRef<string | null>(null);
  useEffect(() => {
    if (highlightIndex < 0 || !highlightKey || focusedHighlight.current === highlightKey) return;
    focusedHighlight.current = highlightKey;
    scrollRef.current?.focus({ preventScroll: true });
  }, [highlightIndex, highlightKey]);

  const rowMenu = useRowMenu(props.rowMenu, () => scrollRef.current?.focus({ preventScroll: true }));
  const handlers = useRowHandlers(props, rowMenu);
  const hasRowMenu = useHasRowMenu(props.rowMenu);

  const longPress = useLongPress((element, point) => {
    const index = rows.findIndex((row) => rowDomId(rowKey(row)) === element.id);
    if (index >= 0 && hasRowMenu(rows[index])) handlers.menu(rows[index], index, point);
  });

  const onKeyDown = useListKeyDown({ ...props, rowMenu, domId: rowDomId });

  const sortHeader = (field: SortField, label: string) => {
    const active = view.sort === field;
    const ariaSort = active ? (view.order === 'asc' ? 'ascending' : 'descending') : 'none';
    return {
      ariaSort,
      content: (
        <button type="button" className={styles.sortButton} onClick={() => onSort(field)} title={t('list.sortBy', { column: label })}>
          {label}
          {active && (view.order === 'asc' ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />)}
        </button>
      ),
    } as const;
  };

  const nameSort = sortHeader('fileName', t('columns.fileName'));
  const virtualItems = virtualizer.getVirtualItems();
  // Enough slots for every row drawn at once (they are consecutive), a power of two so the count rarely moves.
  const slots = 2 ** Math.ceil(Math.log2(Math.max(64, virtualItems.length)));
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  return (
    <div
      ref={scrollRef}
      className={styles.grid}
      role="grid"
      aria-label={t('list.label')}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 3}
      aria-multiselectable
      aria-busy={loading}
      tabIndex={0}
      aria-activedescendant={activeRow ? rowDomId(rowKey(activeRow)) : undefined}
      onKeyDown={onKeyDown}
      {...longPress}
      onFocus={activateOnFocus}
      onMouseOver={showClippedText}
    >
      <div className={styles.gridHeader} role="row" aria-rowindex={1} style={{ width, minWidth: '100%' }}>
        <div className={`${styles.cell} ${styles.headerCell}`} role="columnheader" style={{ width: SELECT_COLUMN_WIDTH }}>
          <Checkbox
            aria-label={t('list.selectAll')}
            checked={selection.allSelected}
            indeterminate={selection.someSelected && !selection.allSelected}
            disabled={rows.length === 0}
            onChange={(event) => (event.target.checked ? selection.selectAll() : selection.clear())}
          />
        </div>
        <div
          className={`${styles.cell} ${styles.headerCell} ${styles.nameCell}`}
          role="columnheader"
          aria-sort={nameSort.ariaSort}
          style={{ width: NAME_COLUMN_WIDTH }}
        >
          {nameSort.content}
        </div>
        {columns.map((key) => {
          const column = columnDef(key);
          const label = t(`columns.${key}`);
          const sorted = column.sortField ? sortHeader(column.sortField, label) : null;
          return (
            <div
              key={key}
              className={`${styles.cell} ${styles.headerCell}`}
              role="columnheader"
              aria-sort={sorted?.ariaSort}
              style={{ width: column.width }}
            >
              {sorted ? sorted.content : label}
            </div>
          );
        })}
        <div
          className={`${styles.cell} ${styles.headerCell} ${styles.actionsCell}`}
          role="columnheader"
          style={{ width: ACTIONS_COLUMN_WIDTH }}
        >
          {t('common:table.actions')}
        </div>
      </div>

      {rows.length === 0 ? (
        <div role="row" aria-rowindex={2}>
          <div role="gridcell" style={{ padding: 32 }}>
            {loading ? <Spin /> : empty}
          </div>
        </div>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width, minWidth: '100%' }}>
          {virtualItems.map((item) => {
            const row = rows[item.index];
            const key = rowKey(row);
            return (
              <GridRow
                // Keyed by its slot on screen, not by the file: a row scrolling in takes over the elements of
                // one that scrolled out, and only their text and attributes change (no elements made or removed).
                key={item.index % slots}
                row={row}
                index={item.index}
                top={item.start}
                width={width}
                columns={columns}
                selected={selection.isSelected(key)}
                active={item.index === activeIndex}
                highlighted={key === highlightKey}
                withMenu={hasRowMenu(row)}
                menuOpen={rowMenu.openKey === key}
                handlers={handlers}
                labels={labels}
              />
            );
          })}
        </div>
      )}
      <OpenRowMenu state={rowMenu} />
    </div>
  );
}

interface GridRowProps extends RowState {
  top: number;
  width: number;
  columns: ColumnKey[];
  menuOpen: boolean;
}

/**
 * One row, drawn again only when one of its props changes: scrolling adds the rows coming into view and
 * leaves the others alone. Plain elements rather than antd's Checkbox, Button and Tooltip, which cost a
 * style hook each in every row; they look the same through workspace.module.css.
 */
const GridRow = memo(function GridRow(props: GridRowProps) {
  const { row, index, top, width, columns, selected, handlers, labels } = props;
  const key = rowKey(row);
  // Shown with any bidirectional control visible: a name cannot pass for another.
  const name = revealBidi(displayName(row));
  return (
    <div
      id={rowDomId(key)}
      aria-rowindex={index + 2}
      {...rowElementProps(styles.gridRow, props)}
      style={{ transform: `translateY(${top}px)`, height: ROW_HEIGHT, width, minWidth: '100%' }}
    >
      <div className={styles.cell} role="gridcell" style={{ width: SELECT_COLUMN_WIDTH }}>
        <RowCheck rowKey={key} name={name} selected={selected} handlers={handlers} labels={labels} />
      </div>
      <div className={`${styles.cell} ${styles.nameCell}`} role="rowheader" style={{ width: NAME_COLUMN_WIDTH }}>
        <FileIcon item={row} size={18} />
        <button
          type="button"
          className={styles.nameLink}
          tabIndex={-1}
          onClick={(event) => {
            event.stopPropagation();
            handlers.open(row, index);
          }}
        >
          {name}
        </button>
        {isFileRow(row) && row.status === 'expired' && <span className={styles.expiredTag}>{labels.expired}</span>}
      </div>
      {columns.map((columnKey) => {
        const column = columnDef(columnKey);
        const text = column.value(row);
        return (
          <div key={columnKey} className={styles.textCell} role="gridcell" style={{ width: column.width }}>
            {text}
          </div>
        );
      })}
      <div className={`${styles.cell} ${styles.actionsCell}`} role="gridcell" style={{ width: ACTIONS_COLUMN_WIDTH }}>
        <RowButtons {...props} name={name} />
      </div>
    </div>
  );
});
