import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { userDto } from '@mocks/db/users';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };

/** Sign in as staff with the data-view flag on the user, both as stored and as the server tells it. */
function signInWithDataView() {
  signInAs('staff');
  const user = { ...userDto(db(), findUserByAccount('staff')!), dataView: true };
  localStorage.setItem('user', JSON.stringify(user));
  mockControl.override('GET', '/dms/user/getUserinfo', { errno: 0, errmsg: '', data: user });
}

async function openUserMenu() {
  await renderApp('/home');
  await userEvent.click(await screen.findByLabelText('User menu for 王磊', undefined, LONG));
  const exit = await screen.findByText('Exit system', undefined, LONG);
  return exit.closest('ul')!;
}

describe('header user menu', { timeout: 40_000 }, () => {
  it('offers change password to an ordinary user, and it opens the dialog', async () => {
    signInAs('staff');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByText('Change password'));
    const dialog = await screen.findByRole('dialog', undefined, LONG);
    expect(dialog).toHaveTextContent('Change password');
  });

  it('hides change password when the user carries the data-view flag', async () => {
    signInWithDataView();
    const menu = await openUserMenu();
    expect(within(menu).getByText('Exit system')).toBeInTheDocument();
    expect(within(menu).queryByText('Change password')).not.toBeInTheDocument();
    // The flag is still there once the guard has asked the server for the user.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ dataView: true }), LONG);
    expect(within(menu).queryByText('Change password')).not.toBeInTheDocument();
  });
});

describe('header theme menu', { timeout: 40_000 }, () => {
  const rootColour = (name: string) => document.documentElement.style.getPropertyValue(name);

  it('switches to dark and compact at once, and keeps the choice for the account', async () => {
    signInAs('staff');
    const first = await renderApp('/home');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'), LONG);
    const light = rootColour('--ant-color-bg-container');
    await userEvent.click(await screen.findByRole('button', { name: 'Theme' }, LONG));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dark' }, LONG));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'), LONG);
    // The colours the app's CSS reads follow: a dark container, not the light one.
    expect(rootColour('--ant-color-bg-container')).not.toBe(light);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    await userEvent.click(await screen.findByRole('button', { name: 'Theme' }, LONG));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Compact density' }, LONG));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('themes')!).staff).toEqual({ mode: 'dark', compact: true }));
    first.unmount();

    // Another account that chose light keeps it; the first one's choice comes back with it.
    signInAs('admin');
    localStorage.setItem(
      'themes',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('themes')!), admin: { mode: 'light', compact: false } }),
    );
    const second = await renderApp('/home');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'), LONG);
    second.unmount();
    signInAs('staff');
    await renderApp('/home');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'), LONG);
  });
});
