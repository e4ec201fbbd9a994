import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { readSheet } from 'read-excel-file/node';
import { mockControl } from '@mocks/test-hook';
import { cellsOf } from '@tests/open-list';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const ready = () => screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
const totalShown = () => Number(/\d+/.exec(screen.getByText(/^Total \d+ records$/).textContent!)![0]);
const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ blob: last, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('data outgoing log', { timeout: 60_000 }, () => {
  it('pages, filters by company and channel, and exports the rows shown', async () => {
    signInAs('admin');
    await renderApp('/outgoingLog');
    await ready();
    expect(totalShown()).toBe(64);
    await userEvent.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(bodyRows('Data outgoing log')[0].querySelector('td')).toHaveTextContent('11'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Receiving company' }), 'Apex');
    await userEvent.click(screen.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await screen.findByTitle('Email'));
    await userEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(totalShown()).toBeLessThan(64));
    const rows = bodyRows('Data outgoing log');
    for (const row of rows) {
      expect(row).toHaveTextContent('Apex');
      expect(row).toHaveTextContent('Email');
    }
    const names = rows.map((row) => cellsOf(row)[3].textContent);

    await userEvent.click(screen.getByText('Export to Excel'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^data-outgoing-log-\d{8}\.xlsx$/);
    const sheet = await readSheet(Buffer.from(await saved[0].blob.arrayBuffer()));
    expect(sheet.slice(1).map((row) => row[2])).toEqual(names);
  });

  it('keeps the typed filters when the list fails, and says why', async () => {
    signInAs('admin');
    await renderApp('/outgoingLog');
    await ready();
    mockControl.fail('/dms/outgoingLog/showPage', 'errno', 'Outgoing log unavailable');
    await userEvent.type(screen.getByRole('textbox', { name: 'Sender' }), 'Wang');
    await userEvent.click(screen.getByText('Search'));
    expect(await screen.findByText('Outgoing log unavailable')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sender' })).toHaveValue('Wang');
    expect(screen.getByText('Export to Excel')).toBeInTheDocument();
  });
});

describe('shell mould outgoing log', { timeout: 60_000 }, () => {
  it('pages with another size, filters by status, and a failed export leaves the screen usable', async () => {
    signInAs('admin');
    await renderApp('/housOutLog');
    await ready();
    expect(totalShown()).toBe(47);
    await userEvent.click(screen.getByText('10 / page'));
    await userEvent.click(await screen.findByTitle('20 / page'));
    await waitFor(() => expect(bodyRows('Shell mould outgoing log')).toHaveLength(20));

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Returned'));
    await userEvent.click(screen.getByText('Search'));
    await waitFor(() => expect(totalShown()).toBeLessThan(47));
    for (const row of bodyRows('Shell mould outgoing log')) expect(row).toHaveTextContent('Returned');

    mockControl.fail('/dms/export/excel/housOutLog', 'errno', 'Export refused');
    await userEvent.click(screen.getByText('Export to Excel'));
    expect(await screen.findByText('Export refused')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    mockControl.clear();
    await userEvent.click(screen.getByText('Export to Excel'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toMatch(/^shell-mould-outgoing-log-\d{8}\.xlsx$/);
  });
});
