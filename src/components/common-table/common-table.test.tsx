import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react';
import zhCommon from '@locales/zh/common.json';
import { renderWithProviders } from '@tests/render';
import { notify } from '@/lib/notify';
import { CommonTable, type CommonTableProps, type TableSort } from './common-table';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

/** A one-column table "Rows" showing `shown` on its one page, with what the test adds. */
const rowsTable = (shown: Row[], more: Partial<CommonTableProps<Row>> = {}) => (
  <CommonTable<Row>
    label="Rows"
    rowKey="id"
    columns={[{ title: 'Name', dataIndex: 'name' }]}
    rows={shown}
    total={shown.length}
    page={1}
    pageSize={10}
    onPageChange={() => {}}
    {...more}
  />
);

function Harness({ onSort, onSearch }: { onSort?: (s: TableSort | null) => void; onSearch?: (s: string) => void }) {
  const [selected, setSelected] = useState<Key[]>([]);
  const [sort, setSort] = useState<TableSort | null>(null);
  return (
    <CommonTable<Row>
      label="Rows"
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name', sorter: true }]}
      rows={rows}
      total={95}
      page={3}
      pageSize={10}
      onPageChange={() => {}}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort?.(next);
      }}
      selection={{ selectedKeys: selected, onChange: setSelected }}
      showIndex
      search={{ value: '', onSearch: onSearch ?? (() => {}) }}
    />
  );
}

describe('CommonTable', () => {
  it('numbers rows across pages and says how many records there are', async () => {
    await renderWithProviders(<Harness />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('21')).toBeInTheDocument();
    expect(within(table).getByText('30')).toBeInTheDocument();
    expect(screen.getByText('Total 95 records')).toBeInTheDocument();
  });

  it('says "Total 1 record" for one', async () => {
    await renderWithProviders(rowsTable(rows.slice(0, 1)));
    expect(screen.getByText('Total 1 record')).toBeInTheDocument();
  });

  it('shows the bidirectional controls of a plain text cell, so that a name cannot pass for another', async () => {
    await renderWithProviders(rowsTable([{ id: 'x', name: 'invoice\u202Efdp.exe.txt' }]));
    expect(within(screen.getByRole('table')).getByText('invoice⟨RLO⟩fdp.exe.txt')).toBeInTheDocument();
  });

  it('shows the selected count, and clears it', async () => {
    await renderWithProviders(<Harness />);
    const checkboxes = screen.getAllByRole('checkbox');
    await userEvent.click(checkboxes[1]);
    await userEvent.click(checkboxes[2]);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('reports sorting as field and ASC/DESC', async () => {
    const onSort = vi.fn();
    await renderWithProviders(<Harness onSort={onSort} />);
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', order: 'ASC' });
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', order: 'DESC' });
  });

  it('refuses an empty search and passes a trimmed one', async () => {
    const warn = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const onSearch = vi.fn();
    await renderWithProviders(<Harness onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, '   {Enter}');
    expect(warn).toHaveBeenCalledWith('Enter at least one character to search');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' plan {Enter}');
    expect(onSearch).toHaveBeenCalledWith('plan');
  });

  it('offers the page sizes 10, 20, 30 and 40', async () => {
    await renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('combobox'));
    for (const size of ['10 / page', '20 / page', '30 / page', '40 / page']) {
      expect(screen.getAllByText(size).length).toBeGreaterThan(0);
    }
  });
  it("shows the screen's empty message when there are no rows", async () => {
    await renderWithProviders(rowsTable([], { emptyText: 'No users match' }));
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(within(table).getByText('No users match')).toBeInTheDocument();
    // (The picture's SVG <title> is not a message.)
    expect(within(table).queryByText('No data', { ignore: 'title, script, style' })).not.toBeInTheDocument();
  });

  it('falls back to the common empty message, in the chosen language', async () => {
    const empty = rowsTable([]);
    const { unmount } = await renderWithProviders(empty);
    expect(within(screen.getByRole('table', { name: 'Rows' })).getByText('No data', { ignore: 'title' })).toBeInTheDocument();
    unmount();
    await renderWithProviders(empty, { language: 'zh' });
    expect(within(screen.getByRole('table', { name: 'Rows' })).getByText(zhCommon.table.empty, { ignore: 'title' })).toBeInTheDocument();
  });

  it('shows no empty message while there are rows', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.queryByText('No data', { ignore: 'title' })).not.toBeInTheDocument();
  });
});

describe('CommonTable scrolling sideways (WCAG 2.1.1, axe scrollable-region-focusable)', () => {
  it('makes its scrolling box a named, focusable region only while the table is wider than its card', async () => {
    // jsdom lays nothing out: the box is as wide as the test says.
    let overflow = true;
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => (overflow ? 900 : 300));
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      const { rerender } = await renderWithProviders(<Harness />);
      const region = await screen.findByRole('region', { name: 'Table (scrolls sideways)' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(screen.getByRole('table'));
      overflow = false;
      rerender(<Harness onSearch={() => {}} />);
      await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
      expect(screen.queryByRole('region', { name: 'Table (scrolls sideways)' })).not.toBeInTheDocument();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});
