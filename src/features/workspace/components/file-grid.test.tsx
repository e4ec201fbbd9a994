import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tests/render';
import { stubLayoutForVirtualLists } from '../../../../tests/virtual-layout';
import type { ListRow } from '../types';
import { FileGrid } from './file-grid';
import { useListSelection } from './use-list-selection';

stubLayoutForVirtualLists({ width: 1200, height: 600 });

const file = (i: number): ListRow => ({
  dataType: 1,
  id: String(i),
  fileId: String(i),
  fileName: `Report ${i}.pdf`,
  fileType: '.pdf',
  revision: 1,
  totalSize: 2048,
  fileSize: '2.0 KB',
  dirId: '9',
  status: 'normal',
  updateTime: '2026-01-01T00:00:00Z',
});

function Harness({ rows, onOpen = () => {} }: { rows: ListRow[]; onOpen?: (row: ListRow) => void }) {
  const selection = useListSelection(rows, 'view', null);
  return (
    <FileGrid
      rows={rows}
      columns={['fileSize', 'updateTime']}
      view={{ sort: null, order: 'asc' }}
      onSort={() => {}}
      selection={selection}
      highlightKey={null}
      loading={false}
      empty={null}
      onOpen={onOpen}
      onDetails={() => {}}
      onInvalidate={() => {}}
      onParent={() => {}}
      onHelp={() => {}}
    />
  );
}

describe('FileGrid', () => {
  it('renders only the rows in view of 100,000, and reaches the last one by keyboard', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => file(i));
    const onOpen = vi.fn();
    await renderWithProviders(<Harness rows={rows} onOpen={onOpen} />);
    const grid = screen.getByLabelText('Files and folders', { selector: '[role="grid"]' });
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    const rendered = grid.querySelectorAll('[role="row"][aria-rowindex]').length - 1;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    act(() => grid.focus());
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: 'End' });
    const last = await within(grid).findByRole('row', { name: 'Report 99999.pdf, PDF file, 2.0 KB' });
    expect(grid).toHaveAttribute('aria-activedescendant', last.id);
    expect(grid.querySelectorAll('[role="row"][aria-rowindex]').length - 1).toBeLessThan(60);
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[99_999]);
  });
});
