import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { mockControl } from '@mocks/test-hook';
import { cellsOf } from '@tests/open-list';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

// The pointer-events check reads computed styles up the tree: very slow in jsdom under antd's CSS-in-JS.
// Buttons with an aria-label are found by it: role queries compute accessible names from computed styles,
// which is very slow in jsdom under antd's CSS-in-JS.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const ready = () => screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
const table = () => screen.getByRole('table', { name: 'PLM mail receivers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The dialog by its title (role queries over the whole page are slow in jsdom with a big table). */
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

describe('PLM mail receivers', { timeout: 60_000 }, () => {
  it('pages and searches the list', async () => {
    signInAs('admin');
    await renderApp('/plmReceiver');
    await ready();
    expect(screen.getByText('Total 24 records')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const email = cellsOf(bodyRows()[0])[2].textContent!;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or email' }), `${email}{Enter}`);
    await screen.findByText('Total 1 record');
    expect(bodyRows()[0]).toHaveTextContent(email);
  });

  it('adds a receiver only with a valid email, and keeps what was typed when the server refuses', async () => {
    signInAs('admin');
    await renderApp('/plmReceiver');
    await ready();
    const existing = cellsOf(bodyRows()[0])[2].textContent!;
    await userEvent.click(screen.getByText('Add receiver'));
    const dialog = await dialogTitled('Add a receiver');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ann Lee');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address, e.g. name@example.com')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), existing.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email address is already in the list')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann.lee@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Total 25 records');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or email' }), 'ann.lee{Enter}');
    await screen.findByText('Total 1 record');
    expect(bodyRows()[0]).toHaveTextContent('Ann Lee');
  });

  it('edits a receiver', async () => {
    signInAs('admin');
    await renderApp('/plmReceiver');
    await ready();
    const name = cellsOf(bodyRows()[0])[1].textContent!;
    await userEvent.click(within(bodyRows()[0]).getByLabelText(`Edit ${name}`));
    const dialog = await dialogTitled('Edit the receiver');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'changed@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table()).findByText('changed@example.com')).toBeInTheDocument();
  });

  it('asks before removing; cancelling keeps the receiver, a failure says why', async () => {
    signInAs('admin');
    await renderApp('/plmReceiver');
    await ready();
    const row = bodyRows()[0];
    const name = cellsOf(row)[1].textContent!;
    const removeButton = within(row).getByLabelText(`Remove ${name}`);
    await userEvent.click(removeButton);
    const confirm = (await screen.findByText('Remove this receiver?')).closest<HTMLElement>('.ant-popover')!;
    expect(confirm).toHaveTextContent(`${name} (`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Total 24 records')).toBeInTheDocument();

    mockControl.fail('/dms/plmReceiver/del', 'errno', 'The receiver is in use');
    await userEvent.click(removeButton);
    // Reopened while its closing animation never ends in jsdom: found by text, not by role.
    await userEvent.click(within(confirm).getByText('Remove'));
    expect(await screen.findByText('The receiver is in use')).toBeInTheDocument();
    expect(screen.getByText('Total 24 records')).toBeInTheDocument();

    mockControl.clear();
    await userEvent.click(removeButton);
    // Reopened while its closing animation never ends in jsdom: found by text, not by role.
    await userEvent.click(within(confirm).getByText('Remove'));
    await screen.findByText('Total 23 records');
    expect(within(table()).queryByText(name)).not.toBeInTheDocument();
  });
});
