import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { mockControl } from '@mocks/test-hook';
import { notify } from '@/lib/notify';
import { getToken } from '@/lib/session';
import { ChangePasswordDialog } from './change-password-dialog';

async function openDialog() {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/home', element: <ChangePasswordDialog open onClose={onClose} /> },
      { path: '/login', element: <p>{'login screen'}</p> },
    ],
    { initialEntries: ['/home'] },
  );
  await renderWithProviders(<RouterProvider router={router} />);
  return { router, onClose };
}

async function fill(oldPassword: string, next: string, confirm = next) {
  await userEvent.type(screen.getByLabelText('Old password'), oldPassword);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ChangePasswordDialog', () => {
  it('is 800 px wide and checks the new-password rules before sending', async () => {
    signInAs('staff');
    await openDialog();
    expect(screen.getByRole('dialog').closest('.ant-modal')).toHaveStyle({ width: '800px' });
    await fill('Staff@12345', 'weak', 'other');
    expect(
      await screen.findAllByText('At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character'),
    ).not.toHaveLength(0);
    expect(await screen.findByText('Two entered passwords are not matched')).toBeInTheDocument();
  });

  it('returns to login after a successful change', async () => {
    signInAs('staff');
    const { router } = await openDialog();
    await fill('Staff@12345', 'Changed@2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('a refusal shows errmsg as an error, and the dialog closes and resets', async () => {
    signInAs('staff');
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    mockControl.fail('/dms/user/outside/updPassword/', 'errno', 'The old password is wrong');
    const { onClose } = await openDialog();
    await fill('Wrong@12345', 'Changed@2026');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('The old password is wrong');
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });
});
