/**
 * Bench page of the file list. `?c=app`: the app's FileGrid (as the file-list page renders it: every
 * column, a selection, the row "more" menu); `?c=ref`: antd's virtual Table with the same columns and
 * cells on the same rows. Both start empty; `load(n)` hands them the rows as a query would.
 */
import { useEffect, useRef, useState, type CSSProperties, type Key } from 'react';
import { Button, Dropdown, Table, Tag, Tooltip, type TableColumnsType, type TableRef } from 'antd';
import { InfoCircleOutlined, MoreOutlined } from '@ant-design/icons';
import { FileIcon } from '@/components/file-icon';
import { FileGrid } from '@/features/workspace/list/components/file-grid';
import type { RowActionItem } from '@/features/workspace/shared/components/row-menu';
import { useListSelection } from '@/features/workspace/list/use-list-selection';
import { ACTIONS_COLUMN_WIDTH, ALL_COLUMN_KEYS, COLUMNS, NAME_COLUMN_WIDTH, SELECT_COLUMN_WIDTH } from '@/features/workspace/list/columns';
import { displayName } from '@/features/workspace/list/row-text';
import type { FileRow, ListRow } from '@/features/workspace/shared/types';
import { afterNextPaint, mount, scrollThrough, variant, whenPresent } from './shared';
import { fileRows } from './data';

const HEIGHT = 800;
const noop = () => undefined;
const rowItems = (row: ListRow): RowActionItem[] => [
  { key: 'download', label: 'Download', onClick: noop },
  { key: 'move', label: `Move ${row.fileName}`, onClick: noop },
];

let setData: (rows: FileRow[]) => void = noop;
let tableRef: TableRef | null = null;

function AppList() {
  const [rows, setRows] = useState<ListRow[]>([]);
  useEffect(() => {
    setData = setRows;
    window.__bench!.ready = true;
  }, []);
  const selection = useListSelection(rows, 'bench', null);
  return (
    <div style={{ height: HEIGHT, display: 'flex', flexDirection: 'column' }}>
      <FileGrid
        rows={rows}
        columns={ALL_COLUMN_KEYS}
        view={{ sort: 'fileName', order: 'asc' }}
        onSort={noop}
        selection={selection}
        highlightKey={null}
        loading={false}
        empty={null}
        onOpen={noop}
        onDetails={noop}
        onInvalidate={noop}
        onParent={noop}
        onHelp={noop}
        rowMenu={(row) => [rowItems(row)]}
      />
    </div>
  );
}

const linkStyle: CSSProperties = { border: 0, background: 'none', padding: 0, font: 'inherit', color: '#0958d9', cursor: 'pointer' };

const columns: TableColumnsType<FileRow> = [
  {
    title: 'File name',
    key: 'fileName',
    width: NAME_COLUMN_WIDTH,
    ellipsis: true,
    render: (_, row) => (
      <>
        <FileIcon item={row} size={18} />{' '}
        <button type="button" style={linkStyle} tabIndex={-1}>
          {displayName(row)}
        </button>
        {row.status === 'expired' && <Tag color="orange">Expired</Tag>}
      </>
    ),
  },
  ...COLUMNS.map((column) => ({
    title: column.key,
    key: column.key,
    width: column.width,
    ellipsis: true,
    render: (_: unknown, row: FileRow) => column.value(row),
  })),
  {
    title: 'Actions',
    key: 'actions',
    width: ACTIONS_COLUMN_WIDTH,
    render: (_, row) => (
      <>
        <Tooltip title="Details">
          <Button type="text" size="small" tabIndex={-1} icon={<InfoCircleOutlined />} aria-label={`Details of ${row.fileName}`} />
        </Tooltip>
        {/* The usual antd way: a Dropdown in every row. */}
        <Dropdown trigger={['click']} menu={{ items: rowItems(row).map(({ key, label }) => ({ key, label })) }}>
          <Button type="text" size="small" tabIndex={-1} icon={<MoreOutlined />} aria-label={`More actions on ${row.fileName}`} />
        </Dropdown>
      </>
    ),
  },
];
const tableWidth = SELECT_COLUMN_WIDTH + NAME_COLUMN_WIDTH + COLUMNS.reduce((sum, c) => sum + c.width, 0) + ACTIONS_COLUMN_WIDTH;

function ReferenceList() {
  const [rows, setRows] = useState<FileRow[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const ref = useRef<TableRef>(null);
  useEffect(() => {
    setData = setRows;
    tableRef = ref.current;
    window.__bench!.ready = true;
  }, []);
  return (
    <div style={{ height: HEIGHT }}>
      <Table<FileRow>
        ref={ref}
        virtual
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: tableWidth, y: HEIGHT - 40 }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, columnWidth: SELECT_COLUMN_WIDTH }}
      />
    </div>
  );
}

const which = variant();
const root = document.getElementById('root')!;
const firstRow = which === 'app' ? '[role="row"][aria-rowindex="2"]' : '.ant-table-row';
let count = 0;

window.__bench = {
  ready: false,
  load: async (n) => {
    const rows = fileRows(n);
    count = n;
    await afterNextPaint();
    const start = performance.now();
    setData(rows);
    await whenPresent(root, firstRow);
    return (await afterNextPaint()) - start;
  },
  scroll: (durationMs, pxPerFrame) => {
    if (which === 'app') {
      const grid = root.querySelector<HTMLElement>('[role="grid"]')!;
      return scrollThrough(
        {
          max: () => grid.scrollHeight - grid.clientHeight,
          setTop: (top) => {
            grid.scrollTop = top;
          },
          // More than the end: the browser stops there.
          toEnd: () => {
            grid.scrollTop = grid.scrollHeight;
          },
          atEnd: () => Boolean(root.querySelector(`[aria-rowindex="${count + 1}"]`)),
        },
        durationMs,
        pxPerFrame,
      );
    }
    const holder = root.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder')!;
    return scrollThrough(
      {
        max: () => holder.scrollHeight - holder.clientHeight,
        setTop: (top) => tableRef?.scrollTo({ top }),
        // Rows measured taller than estimated grow the list while it scrolls, and a `top` past the end stops
        // short of the last row: the end is reached by index.
        toEnd: () => tableRef?.scrollTo({ index: count - 1, align: 'end' }),
        atEnd: () => Boolean(root.querySelector(`[data-row-key="f${count - 1}"]`)),
      },
      durationMs,
      pxPerFrame,
    );
  },
};

void mount(which === 'app' ? <AppList /> : <ReferenceList />);
