import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, fill, pressInDialog } from '@tests/dialog-form';
import { signInAs } from '@tests/sign-in-as';

async function openUsers() {
  await openListAsAdmin('/userInfo');
}

async function choose(label: string, option: string) {
  await userEvent.click(within(dialog()).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options[options.length - 1]);
}

async function fillNewUser(account: string) {
  const form = within(dialog());
  await fill(form.getByLabelText('Name'), 'Lena Fischer');
  await fill(form.getByLabelText('Account'), account);
  await fill(form.getByLabelText('Job number'), 'E88001');
  await fill(form.getByLabelText('E-mail'), 'lena@dms.example.com');
  await choose('Department', 'Quality');
  await choose('Roles', 'Auditor');
  await fill(form.getByLabelText('Initial password'), 'Start@2026x');
  await fill(form.getByLabelText('Confirm password'), 'Start@2026x');
}

describe('user management', () => {
  it('lists users with the total, searches and filters', async () => {
    await openUsers();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'No.' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, account, job number or e-mail' }), 'staff{Enter}');
    await screen.findByText('Total 1 record');
    expect(within(table).getByText('staff')).toBeInTheDocument();
  });

  it('validates before sending: nothing is sent while fields are missing or wrong', async () => {
    await openUsers();
    const before = db().users.length;
    await userEvent.click(button('New user'));
    await pressInDialog();
    expect(await within(dialog()).findByText('Please enter the name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the account')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the department')).toBeInTheDocument();
    await fill(within(dialog()).getByLabelText('Account'), 'a b');
    await fill(within(dialog()).getByLabelText('E-mail'), 'not-mail');
    await fill(within(dialog()).getByLabelText('Initial password'), 'weak');
    await fill(within(dialog()).getByLabelText('Confirm password'), 'other');
    await pressInDialog();
    expect(await within(dialog()).findByText('The account must have 2 to 20 letters, digits, _ . or -')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(
      within(dialog()).getAllByText('At least 8 characters, with upper case, lower case, a digit and a special character').length,
    ).toBeGreaterThan(1);
    expect(within(dialog()).getByText('Two entered passwords are not matched')).toBeInTheDocument();
    expect(db().users.length).toBe(before);
  });

  it('keeps what was typed when the server refuses, then creates the user', async () => {
    await openUsers();
    await userEvent.click(button('New user'));
    await fillNewUser('staff');
    await pressInDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('This account already exists');
    expect(within(dialog()).getByLabelText('Name')).toHaveValue('Lena Fischer');

    mockControl.fail('/dms/user/add', 'http500');
    const account = within(dialog()).getByLabelText('Account');
    await userEvent.clear(account);
    await fill(account, 'lfischer');
    await pressInDialog();
    expect(await within(dialog()).findByText('Server exception')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Account')).toHaveValue('lfischer');

    mockControl.clear();
    await pressInDialog();
    expect(await screen.findByText('The user has been created')).toBeInTheDocument();
    const created = db().users.find((u) => u.useraccount === 'lfischer')!;
    expect(created).toMatchObject({ username: 'Lena Fischer', firstLogin: true, roleIds: ['4'] });
    // The password travelled encrypted and was stored as typed.
    expect(created.password).toBe('Start@2026x');
  });

  it('asks before disabling, and does nothing on cancel', async () => {
    await openUsers();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, account, job number or e-mail' }), 'staff{Enter}');
    await screen.findByText('Total 1 record');
    await userEvent.click(button('Disable 王磊'));
    const confirm = (await screen.findAllByRole('dialog')).at(-1)!;
    expect(within(confirm).getAllByText('Disable 王磊?').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(db().users.find((u) => u.useraccount === 'staff')!.status).toBe('enabled');
    await userEvent.click(button('Disable 王磊'));
    await waitFor(() => expect(screen.getAllByText('Disable 王磊?').length).toBeGreaterThan(0));
    const second = (await screen.findAllByRole('dialog')).at(-1)!;
    await userEvent.click(within(second).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(db().users.find((u) => u.useraccount === 'staff')!.status).toBe('disabled'));
    expect(await screen.findByLabelText('Enable 王磊')).toBeInTheDocument();
  });

  it('refuses staff', async () => {
    signInAs('staff');
    await renderApp('/userInfo');
    expect(await screen.findByText('Permission is denied')).toBeInTheDocument();
  });
});
