import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react';
import { renderWithProviders } from '../../../tests/render';
import { notify } from '@/lib/notify';
import { CommonTable, type TableSort } from './common-table';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `r${i}`, name: `Row ${i}` }));

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
});
