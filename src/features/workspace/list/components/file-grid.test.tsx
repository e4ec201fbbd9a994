import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import type { ListRow, SortField } from '../../shared/types';
import { useListSelection } from '../use-list-selection';
import type { RowMenuGroups } from '../../shared/components/row-menu';
import { FileGrid } from './file-grid';

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

function Harness({ rows, onOpen = () => {}, rowMenu }: { rows: ListRow[]; onOpen?: (row: ListRow) => void; rowMenu?: RowMenuGroups }) {
  // Another sort, page or saved view: the harness's button stands for it.
  const [viewKey, setViewKey] = useState('view');
  const selection = useListSelection(rows, viewKey, null);
  return (
    <>
      <button type="button" onClick={() => setViewKey((key) => `${key}+`)}>
        Change view
      </button>
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
        rowMenu={rowMenu}
      />
    </>
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

describe('FileGrid active row', () => {
  it('stays on a row while the list has the focus, also when the view changes under it', async () => {
    await renderWithProviders(<Harness rows={Array.from({ length: 5 }, (_, i) => file(i))} />);
    const grid = screen.getByLabelText('Files and folders', { selector: '[role="grid"]' });
    const rowId = (i: number) => within(grid).getByRole('row', { name: `Report ${i}.pdf, PDF file, 2.0 KB` }).id;
    act(() => grid.focus());
    expect(grid).toHaveAttribute('aria-activedescendant', rowId(0));
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(grid).toHaveAttribute('aria-activedescendant', rowId(1));
    // The view starts over (the focus stays in the list): Space must still have a row to act on.
    fireEvent.click(screen.getByRole('button', { name: 'Change view' }));
    expect(grid).toHaveFocus();
    await waitFor(() => expect(grid).toHaveAttribute('aria-activedescendant', rowId(0)));
  });
});

describe('FileGrid row menu', () => {
  const rows = Array.from({ length: 5 }, (_, i) => file(i));
  const grid = () => screen.getByLabelText('Files and folders', { selector: '[role="grid"]' });
  const row = (i: number) => within(grid()).getByRole('row', { name: `Report ${i}.pdf, PDF file, 2.0 KB` });
  const setup = async () => {
    const download = vi.fn();
    const log = vi.fn();
    // Row 4 has no action at all: it draws no menu button.
    const rowMenu: RowMenuGroups = (r) =>
      r.id === '4'
        ? [[], []]
        : [
            [{ key: 'download', label: `Download ${r.fileName}`, onClick: () => download(r.id) }],
            [{ key: 'log', label: 'Log', onClick: () => log(r.id) }],
          ];
    await renderWithProviders(<Harness rows={rows} rowMenu={rowMenu} />);
    return { download, log };
  };
  /** The menu just opened (a closed one stays in the page, hidden). */
  const openMenu = async () => (await screen.findAllByRole('menu')).at(-1)!;

  it('opens from the row button with its groups, runs the chosen action and gives the focus back to the list', async () => {
    const { download } = await setup();
    const button = within(row(1)).getByRole('button', { name: 'More actions on Report 1.pdf' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download Report 1.pdf', 'Log']);
    expect(within(row(1)).getByRole('button', { name: 'More actions on Report 1.pdf' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download Report 1.pdf' }));
    expect(download).toHaveBeenCalledWith('1');
    await waitFor(() => expect(grid()).toHaveFocus());
    expect(grid()).toHaveAttribute('aria-activedescendant', row(1).id);
    expect(within(row(4)).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('opens for the active row with Shift+F10 or the Menu key, and Escape closes it back to the list', async () => {
    const { log } = await setup();
    act(() => grid().focus()); // the first row becomes active
    fireEvent.keyDown(grid(), { key: 'ArrowDown' });
    expect(grid()).toHaveAttribute('aria-activedescendant', row(1).id);
    fireEvent.keyDown(grid(), { key: 'F10', shiftKey: true });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Download Report 1.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(grid()).toHaveFocus());
    fireEvent.keyDown(grid(), { key: 'ContextMenu' });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Log' }));
    expect(log).toHaveBeenCalledWith('1');
  });

  it('opens on a right click of the row, and not on a row without actions', async () => {
    await setup();
    fireEvent.contextMenu(row(2), { clientX: 50, clientY: 60 });
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Download Report 2.pdf' })).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-activedescendant', row(2).id);
    expect(fireEvent.contextMenu(row(4))).toBe(true); // not prevented: the browser's own menu
  });
});

function SortHarness({ rows }: { rows: ListRow[] }) {
  const selection = useListSelection(rows, 'view', null);
  const [view, setView] = useState<{ sort: SortField | null; order: 'asc' | 'desc' }>({ sort: null, order: 'asc' });
  return (
    <FileGrid
      rows={rows}
      columns={['fileSize', 'updateTime']}
      view={view}
      onSort={(field) => setView((now) => ({ sort: field, order: now.sort === field && now.order === 'asc' ? 'desc' : 'asc' }))}
      selection={selection}
      highlightKey={null}
      loading={false}
      empty={null}
      onOpen={() => {}}
      onDetails={() => {}}
      onInvalidate={() => {}}
      onParent={() => {}}
      onHelp={() => {}}
    />
  );
}

describe('FileGrid column headers', () => {
  it('sortable headers carry aria-sort, and a new order is said in the live region', async () => {
    await renderWithProviders(<SortHarness rows={[file(1), file(2)]} />);
    const grid = screen.getByRole('grid', { name: 'Files and folders' });
    const header = (name: RegExp) => within(grid).getByRole('columnheader', { name });
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'none');
    expect(header(/Update time/)).toHaveAttribute('aria-sort', 'none');
    // The file size cannot be sorted: no state to announce.
    expect(header(/File size/)).not.toHaveAttribute('aria-sort');
    const announcements = screen.getByRole('status', { name: 'Announcements' });
    await userEvent.click(within(header(/Name/)).getByRole('button'));
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'ascending');
    expect(announcements).toHaveTextContent('Sorted by Name, ascending');
    await userEvent.click(within(header(/Name/)).getByRole('button'));
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'descending');
    expect(announcements).toHaveTextContent('Sorted by Name, descending');
    await userEvent.click(within(header(/Update time/)).getByRole('button'));
    expect(header(/Update time/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/Name/)).toHaveAttribute('aria-sort', 'none');
  });
});
