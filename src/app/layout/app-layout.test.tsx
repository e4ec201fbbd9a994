import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { emulatePhoneWidth } from '@tests/phone-width';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };

emulatePhoneWidth();

describe('the shell on a phone', { timeout: 40_000 }, () => {
  it('keeps the menu in a drawer opened from the header, closed again once a screen is chosen', async () => {
    signInAs('staff');
    const { router } = await renderApp('/home');
    const open = await screen.findByRole('button', { name: 'Open navigation' }, LONG);
    // No side menu beside the content: the navigation is not drawn until asked for.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    // The header keeps the product and user names as accessible names though they leave the screen.
    expect(screen.getByRole('link', { name: 'Document Management System' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu for 王磊' })).toBeInTheDocument();

    await userEvent.click(open);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    // Expanded in the drawer: labels beside the icons, and the screen's own entry a link.
    const link = await waitFor(() => {
      const found = nav.querySelector<HTMLAnchorElement>('a[href="/filelist"]');
      expect(found).not.toBeNull();
      return found!;
    }, LONG);
    expect(link.textContent).not.toBe('');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/filelist'), LONG);
    // Closed (antd's drawer drops its open state at once; its slide-out animation then hides it).
    await waitFor(() => expect(nav.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'), LONG);
  });
});
