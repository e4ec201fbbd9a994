import { it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/render';
import { signInAs } from '../../../../tests/sign-in-as';

it('debug', async () => {
  const t0 = Date.now();
  const log = (m: string) => console.log(`[${Date.now() - t0}ms] ${m}`);
  signInAs('admin');
  await renderApp('/userInfo');
  await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 10_000 });
  log('loaded');
  await userEvent.click(screen.getByRole('button', { name: 'New user' }));
  log('clicked new');
  const d = screen.getByRole('dialog');
  log('got dialog');
  await userEvent.click(within(d).getByRole('button', { name: 'Save' }));
  log('clicked save');
  await within(d).findByText('Please enter the name');
  log('error shown');
}, 120000);
