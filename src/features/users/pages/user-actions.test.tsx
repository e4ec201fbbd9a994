import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { recordCalls } from '@tests/record-calls';
import { dialog, fill } from '@tests/dialog-form';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };

/** The user list as admin, narrowed to the staff account (王磊). */
async function openStaffRow() {
  signInAs('admin');
  await renderApp('/userInfo');
  await screen.findByText(/^Total \d+ records$/, undefined, LONG);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Name, account, job number or e-mail' }), 'staff{Enter}');
  await screen.findByText('Total 1 record', undefined, LONG);
  return screen.getByRole('table', { name: 'Users' });
}

const staff = () => db().users.find((u) => u.useraccount === 'staff')!;

describe('user management: edit, reset password, details', { timeout: 40_000 }, () => {
  it('edits a user: the change is saved and shown in the list', async () => {
    const table = await openStaffRow();
    await userEvent.click(await screen.findByLabelText('Edit 王磊', undefined, LONG));
    const form = within(await screen.findByRole('dialog', undefined, LONG));
    await waitFor(() => expect(form.getByLabelText('Account')).toHaveValue('staff'), LONG);
    expect(form.getByLabelText('Name')).toHaveValue('王磊');
    // No password fields when editing.
    expect(form.queryByLabelText('Initial password')).not.toBeInTheDocument();

    await fill(form.getByLabelText('Job number'), 'E77001');
    await fill(form.getByLabelText('Phone'), '+49 30 1234');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The user has been saved', undefined, LONG)).toBeInTheDocument();
    expect(staff()).toMatchObject({ jobNumber: 'E77001', phone: '+49 30 1234', username: '王磊' });
    expect(await within(table).findByText('E77001', undefined, LONG)).toBeInTheDocument();
  });

  it('keeps the edit form when the server refuses', async () => {
    await openStaffRow();
    await userEvent.click(await screen.findByLabelText('Edit 王磊', undefined, LONG));
    const form = within(await screen.findByRole('dialog', undefined, LONG));
    await waitFor(() => expect(form.getByLabelText('Account')).toHaveValue('staff'), LONG);
    const before = staff().jobNumber;
    mockControl.fail('/dms/user/upd', 'errno', 'The job number is already used');
    await fill(form.getByLabelText('Job number'), 'E77002');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The job number is already used', undefined, LONG)).toBeInTheDocument();
    expect(form.getByLabelText('Job number')).toHaveValue('E77002');
    expect(staff().jobNumber).toBe(before);
  });

  it('resets a password: a strong one is required, then the call is made', async () => {
    await openStaffRow();
    const { calls, stop } = recordCalls();
    try {
      await userEvent.click(await screen.findByLabelText('Reset the password of 王磊', undefined, LONG));
      await screen.findByRole('dialog', undefined, LONG);
      const form = within(dialog());
      expect(form.getAllByText('Reset the password of 王磊').length).toBeGreaterThan(0);

      await fill(form.getByLabelText('New password'), 'password1');
      await fill(form.getByLabelText('Confirm password'), 'password1');
      await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
      await waitFor(
        () =>
          expect(
            form.getAllByText('At least 8 characters, with upper case, lower case, a digit and a special character').length,
          ).toBeGreaterThan(1),
        LONG,
      );
      expect(calls).not.toContain('POST /dms/user/resetPassword');
      expect(staff().password).toBe('Staff@12345');

      await fill(form.getByLabelText('New password'), 'Temp@2026xy');
      await fill(form.getByLabelText('Confirm password'), 'Temp@2026xz');
      await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
      expect(await form.findByText('Two entered passwords are not matched', undefined, LONG)).toBeInTheDocument();
      expect(calls).not.toContain('POST /dms/user/resetPassword');

      await fill(form.getByLabelText('Confirm password'), 'Temp@2026xy');
      await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
      expect(await screen.findByText('The password has been reset', undefined, LONG)).toBeInTheDocument();
      expect(calls).toContain('POST /dms/user/resetPassword');
      expect(staff()).toMatchObject({ password: 'Temp@2026xy', firstLogin: true });
    } finally {
      stop();
    }
  });

  it('shows the details read from GET /user/showByName/{userName}', async () => {
    await openStaffRow();
    const { calls, stop } = recordCalls();
    try {
      await userEvent.click(await screen.findByLabelText('Details of 王磊', undefined, LONG));
      const drawer = await screen.findByRole('dialog', undefined, LONG);
      await within(drawer).findByText(staff().email, undefined, LONG);
      expect(calls).toContain('GET /dms/user/showByName/staff');
      expect(drawer).toHaveTextContent('User 王磊');
      expect(within(drawer).getByText(staff().jobNumber)).toBeInTheDocument();
      expect(within(drawer).getByText('Internal')).toBeInTheDocument();
      expect(within(drawer).getByText('Enabled')).toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('shows the reason and a retry when the details call fails', async () => {
    await openStaffRow();
    mockControl.fail('/dms/user/showByName/*', 'errno', 'Details are unavailable');
    await userEvent.click(await screen.findByLabelText('Details of 王磊', undefined, LONG));
    const drawer = await screen.findByRole('dialog', undefined, LONG);
    expect(await within(drawer).findByText('Details are unavailable', undefined, LONG)).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(within(drawer).getByText('Retry').closest('button')!);
    expect(await within(drawer).findByText(staff().email, undefined, LONG)).toBeInTheDocument();
  });
});
