/**
 * The forgot-password flow on the real mock backend: account, code, new password. No call the spec shows
 * checks a code alone, so a wrong code is refused at the last step, where it can be corrected.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findUserByAccount, lastResetCode } from '@mocks/auth';
import { renderApp } from '@tests/render';

const LONG = { timeout: 10_000 };
const button = (name: string) => screen.getByText(name, { selector: 'button, button *' }).closest('button')!;

async function type(label: string, text: string) {
  const field = await screen.findByLabelText(label, undefined, LONG);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** From the sign-in page to step 2: a code asked for the account staff. */
async function askCodeForStaff() {
  const { router } = await renderApp('/login');
  await userEvent.click(await screen.findByText('Forgot password?', undefined, LONG));
  await type('Account', 'staff');
  await userEvent.click(button('Get verification code'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/verificationCode'));
  await screen.findByText('A verification code has been sent for account staff.', undefined, LONG);
  return router;
}

/** From step 2, with a code typed, to the new password's step. */
async function nextToNewPassword(router: Awaited<ReturnType<typeof askCodeForStaff>>) {
  await userEvent.click(button('Next'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/setPassword'));
  await screen.findByText('Set a new password', undefined, LONG);
}

describe('password reset', { timeout: 60_000 }, () => {
  it('refuses a wrong code at the last step, where it can be corrected without starting again', async () => {
    const router = await askCodeForStaff();
    const code = lastResetCode('staff')!;
    const wrong = code === '000000' ? '111111' : '000000';
    await type('Verification code', wrong);
    await nextToNewPassword(router);

    // The code typed at step 2 is here, with the new password.
    expect(screen.getByLabelText('Verification code')).toHaveValue(wrong);
    await type('New password', 'Reset@2026x');
    await type('Confirm password', 'Reset@2026x');
    await userEvent.click(button('Submit'));
    expect(await screen.findByText('The verification code is incorrect or has expired', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/setPassword');
    expect(screen.getByLabelText('New password')).toHaveValue('Reset@2026x');
    expect(findUserByAccount('staff')!.password).not.toBe('Reset@2026x');

    await type('Verification code', code);
    await userEvent.click(button('Submit'));
    expect(await screen.findByText('Your password has been reset. Please sign in.', undefined, LONG)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(findUserByAccount('staff')!.password).toBe('Reset@2026x');
  });

  it('asks for a new code from the last step', async () => {
    const router = await askCodeForStaff();
    const first = lastResetCode('staff')!;
    await type('Verification code', first);
    await nextToNewPassword(router);
    await userEvent.click(button('Get code'));
    expect(await screen.findByText('A new verification code has been sent', undefined, LONG)).toBeInTheDocument();
    expect(await screen.findByText(/^Again in \d+ s$/)).toBeInTheDocument();
    await type('Verification code', lastResetCode('staff')!);
    await type('New password', 'Reset@2026y');
    await type('Confirm password', 'Reset@2026y');
    await userEvent.click(button('Submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(findUserByAccount('staff')!.password).toBe('Reset@2026y');
  });
});
