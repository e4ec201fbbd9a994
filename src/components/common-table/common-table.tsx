/**
 * The common table of spec §2 and §9: optional selection, index, expand and per-row operation columns,
 * sorting, a search box (at least one character) and an add button, the 'N selected' banner,
 * 'total N records', an empty-state message, and paging with sizes 10/20/30/40 laid out as
 * previous, pager, next, sizes, jumper. Paging, sorting and searching are controlled by the caller, so the
 * screen can keep them in its URL and send them to the server.
 */
import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Alert, Button, Empty, Input, Space, Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { RefreshButton } from '@/components/refresh-button/refresh-button';
import { revealBidi } from '@/lib/names';
import { notify } from '@/lib/notify';
import { PAGE_SIZES } from '@/lib/page-sizes';
import styles from './common-table.module.css';

/** A cell without its own render: text with any bidirectional control made visible (see revealBidi). */
const showText = (value: unknown) => (typeof value === 'string' ? revealBidi(value) : (value as ReactNode));

export const DEFAULT_PAGE_SIZE = 10;
/** Page size of a table whose rows are all held in the browser (spec §9: internal paging 20). */
export const LOCAL_PAGE_SIZE = 20;

export type SortOrder = 'ASC' | 'DESC';
export interface TableSort {
  field: string;
  order: SortOrder;
}

export interface CommonTableProps<T extends object> {
  /** Accessible name of the table. */
  label: string;
  rowKey: Extract<keyof T, string> | ((row: T) => string);
  columns: ColumnsType<T>;
  rows: T[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;
  loading?: boolean;
  /** A failed load: the message is shown above the table with a retry. */
  error?: Error | null;
  onRetry?: () => void;
  /** Reads the rows again on request: a Refresh button in the toolbar. */
  onRefresh?: () => unknown;
  /** Row selection; `isSelectable` leaves rows the user may not act on without a checkbox to tick. */
  selection?: { selectedKeys: Key[]; onChange: (keys: Key[]) => void; isSelectable?: (row: T) => boolean };
  /** Number rows across pages (1-based). */
  showIndex?: boolean;
  expandable?: TableProps<T>['expandable'];
  /** Per-row operations, rendered in a last column. */
  rowActions?: (row: T) => ReactNode;
  search?: { value: string; onSearch: (text: string) => void; placeholder?: string };
  onAdd?: { label?: string; onClick: () => void };
  /** More toolbar content (filters, batch actions). */
  toolbar?: ReactNode;
  emptyText?: string;
}

export function CommonTable<T extends object>(props: CommonTableProps<T>) {
  const { t } = useTranslation();
  const { selection, showIndex, rowActions, page, pageSize, sort } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const selectable = Boolean(selection);

  // antd copies the header (with the select-all checkbox) into a hidden measuring row: keep that copy out
  // of the tab order, so nothing focusable hides behind aria-hidden.
  useEffect(() => {
    const root = wrapper.current;
    if (!root || !selectable) return undefined;
    const untab = () =>
      root.querySelectorAll<HTMLElement>('.ant-table-measure-row input, .ant-table-measure-row button').forEach((element) => {
        if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
      });
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selectable]);

  // A table wider than its card scrolls sideways inside it: with nothing focusable in its rows (a read-only
  // table on a phone), a keyboard user could not scroll it. The scrolling box then becomes a named region
  // that takes the focus, so the arrow keys scroll it (WCAG 2.1.1; axe `scrollable-region-focusable`).
  const regionLabel = t('common:table.scrollRegion');
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    const mark = () =>
      root.querySelectorAll<HTMLElement>('.ant-table-content').forEach((box) => {
        const scrolls = box.scrollWidth > box.clientWidth;
        if (scrolls && box.getAttribute('tabindex') !== '0') {
          box.setAttribute('tabindex', '0');
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', regionLabel);
        } else if (!scrolls && box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      });
    mark();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resize?.observe(root);
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      resize?.disconnect();
      observer.disconnect();
    };
  }, [regionLabel]);

  const columns: ColumnsType<T> = [
    ...(showIndex
      ? [
          {
            key: '__index',
            title: t('common:table.index'),
            width: 64,
            render: (_: unknown, __: T, index: number) => (page - 1) * pageSize + index + 1,
          },
        ]
      : []),
    ...props.columns.map((column) => {
      const key = 'dataIndex' in column ? String(column.dataIndex) : String(column.key);
      // A plain text cell (names of files, folders, teams, roles, users…) shows its bidirectional controls.
      const shown = column.render ? column : { ...column, render: showText };
      return column.sorter ? { ...shown, sortOrder: sort?.field === key ? (sort.order === 'ASC' ? 'ascend' : 'descend') : null } : shown;
    }),
    ...(rowActions
      ? [
          {
            key: '__actions',
            title: t('common:table.actions'),
            // Held at the right edge: a table still wider than its card scrolls under it.
            fixed: 'right' as const,
            render: (_: unknown, row: T) => rowActions(row),
          },
        ]
      : []),
  ] as ColumnsType<T>;

  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter) => {
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    if (!props.onSortChange) return;
    const field = single?.columnKey ?? (single?.field as string | undefined);
    const next = single?.order && field ? { field: String(field), order: single.order === 'ascend' ? 'ASC' : 'DESC' } : null;
    if (next?.field !== sort?.field || next?.order !== sort?.order) props.onSortChange(next as TableSort | null);
  };

  const onSearch = (text: string) => {
    const trimmed = text.trim();
    // An empty search clears an active one; otherwise at least one character is needed (spec §5).
    if (!trimmed && !props.search?.value) {
      notify.warning(t('common:table.searchMin'));
      return;
    }
    props.search?.onSearch(trimmed);
  };

  return (
    <div className={styles.wrapper} ref={wrapper}>
      {(props.search || props.onAdd || props.toolbar || props.onRefresh) && (
        <div className={styles.toolbar}>
          <Space wrap>
            {props.search && (
              <Input.Search
                key={props.search.value}
                defaultValue={props.search.value}
                allowClear
                placeholder={props.search.placeholder ?? t('common:table.searchPlaceholder')}
                aria-label={props.search.placeholder ?? t('common:table.searchPlaceholder')}
                onSearch={onSearch}
                enterButton
                style={{ width: 260 }}
              />
            )}
            {props.toolbar}
            {props.onRefresh && <RefreshButton onRefresh={props.onRefresh} />}
          </Space>
          {props.onAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd.onClick}>
              {props.onAdd.label ?? t('common:actions.add')}
            </Button>
          )}
        </div>
      )}
      {props.error && <LoadError error={props.error} onRetry={props.onRetry} className={styles.banner} />}
      {selection && selection.selectedKeys.length > 0 && (
        <Alert
          type="info"
          className={styles.banner}
          title={t('common:table.selected', { count: selection.selectedKeys.length })}
          action={
            <Button type="link" size="small" onClick={() => selection.onChange([])}>
              {t('common:table.clearSelection')}
            </Button>
          }
        />
      )}
      <Table<T>
        aria-label={props.label}
        rowKey={props.rowKey}
        columns={columns}
        dataSource={props.rows}
        loading={props.loading}
        expandable={props.expandable}
        onChange={onChange}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selectedKeys,
                onChange: (keys) => selection.onChange(keys),
                getCheckboxProps: selection.isSelectable ? (row: T) => ({ disabled: !selection.isSelectable!(row) }) : undefined,
              }
            : undefined
        }
        locale={{ emptyText: <Empty description={props.emptyText ?? t('common:table.empty')} /> }}
        pagination={{
          current: page,
          pageSize,
          total: props.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('common:table.total', { count: total }),
          onChange: props.onPageChange,
        }}
        // As wide as the card, not as wide as every cell on one line: long texts wrap, columns shrink to their
        // longest word, and only a table that still cannot fit scrolls, inside its card.
        scroll={{ x: true }}
        tableLayout="auto"
      />
    </div>
  );
}
