import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockControl } from '@mocks/test-hook';
import { cellsOf } from '@tests/open-list';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const ready = () => screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
const table = () => screen.getByRole('table', { name: 'OA received files' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

afterEach(() => vi.restoreAllMocks());

describe('OA received files', () => {
  it('pages, searches by title and filters by status', async () => {
    signInAs('admin');
    await renderApp('/OaAcceptingDocuments');
    await ready();
    expect(screen.getByText('Total 40 records')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0])[0]).toHaveTextContent('11'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'holiday{Enter}');
    await waitFor(() => expect(bodyRows().every((row) => /holiday|放假/i.test(row.textContent!))).toBe(true));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Pending'));
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: /^Search$/ }));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent!.includes('Pending'))).toBe(true));
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('holiday');
  });

  it('opens a PDF in a new tab, and a failed open says why and closes the tab', async () => {
    signInAs('admin');
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:oa-document');
    URL.revokeObjectURL = vi.fn();
    await renderApp('/OaAcceptingDocuments');
    await ready();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0])[0]).toHaveTextContent('11'));
    const pdfRow = bodyRows().find((row) => row.textContent!.includes('.pdf'))!;
    const button = within(pdfRow).getByRole('button', { name: /^Open / });
    mockControl.fail('/dms/fileOa/download/*', 'errno', 'Download failed, the file does not exist or is corrupted');
    await userEvent.click(button);
    expect(await screen.findByText('Download failed, the file does not exist or is corrupted')).toBeInTheDocument();
    expect(open).toHaveBeenCalled();
    expect(tab.close).toHaveBeenCalled();
    mockControl.clear();
    await userEvent.click(button);
    await waitFor(() => expect(tab.location.href).toBe('blob:oa-document'));
    expect(tab.opener).toBeNull();
  });

  it('saves a document the browser cannot show under the server name', async () => {
    signInAs('admin');
    const open = vi.spyOn(window, 'open');
    URL.createObjectURL = vi.fn(() => 'blob:oa-document');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderApp('/OaAcceptingDocuments');
    await ready();
    const docxRow = bodyRows().find((row) => row.textContent!.includes('.docx'))!;
    const fileName = cellsOf(docxRow)[2].textContent;
    await userEvent.click(within(docxRow).getByRole('button', { name: /^Open / }));
    await waitFor(() => expect(names).toEqual([fileName]));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a failed load, keeps the typed sender and recovers', async () => {
    signInAs('admin');
    await renderApp('/OaAcceptingDocuments');
    await ready();
    mockControl.fail('/dms/fileOa/showPage/', 'timeout');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sender' }), 'Li');
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: /^Search$/ }));
    expect(
      await within(screen.getByRole('main')).findByText("The server can't be reached, trying again", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sender' })).toHaveValue('Li');
    mockControl.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).queryByText("The server can't be reached, trying again")).not.toBeInTheDocument(),
    );
  });
});
