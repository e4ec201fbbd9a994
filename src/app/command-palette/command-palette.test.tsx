import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readThemePreference } from '@/lib/theme';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };
/** The palette's code loads with its first opening. */
const FIRST_LOAD = { timeout: 30_000 };

async function openPalette() {
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Screen, command, folder or file name' }, FIRST_LOAD);
}

/** Closed: gone, or leaving (antd keeps a closing dialog's content in jsdom, where its motion never ends). */
const paletteClosed = () =>
  waitFor(() => {
    const input = screen.queryByRole('combobox', { name: 'Screen, command, folder or file name' });
    expect(input === null || input.closest('[role="dialog"]')!.classList.contains('ant-zoom-leave')).toBe(true);
  }, LONG);

const options = () => within(screen.getByRole('listbox', { name: 'Results' })).queryAllByRole('option');
const optionNames = () => options().map((option) => option.textContent);

describe('the command palette', { timeout: 90_000 }, () => {
  it('closes on Escape, and goes to a screen of the menu from the keyboard, offering only the menu’s screens', async () => {
    signInAs('staff');
    const { router } = await renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    let input = await openPalette();
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await paletteClosed();

    input = await openPalette();
    await waitFor(() => expect(optionNames()).toContain('Recycle bin'), LONG);
    // staff's menu offers no admin screen, so the palette does not either.
    expect(optionNames()).not.toContain('Server management');

    await userEvent.type(input, 'recycle');
    await waitFor(() => expect(optionNames()[0]).toBe('Recycle bin'));
    expect(input).toHaveAttribute('aria-activedescendant', options()[0].id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/abandonpage'), LONG);
    await paletteClosed();
  });

  it('finds a file anywhere by name and opens its folder with the file highlighted', async () => {
    signInAs('admin');
    const { router } = await renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    const input = await openPalette();
    await userEvent.type(input, 'Cost Analysis');
    const files = await screen.findByRole('group', { name: 'Files' }, LONG);
    const first = (await within(files).findAllByRole('option', {}, LONG))[0];
    expect(first.textContent).toContain('Cost Analysis');
    // Down to the first file: arrows move the active option, the input keeps the focus.
    while (input.getAttribute('aria-activedescendant') !== first.id) await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/filelist'), LONG);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toMatch(/Cost Analysis/);
    expect(params.get('hl')).toMatch(/^\d+$/);
  });

  it('runs the screen’s own commands (new folder) and the theme', async () => {
    signInAs('admin');
    await renderApp('/filelist');
    await screen.findByRole('toolbar', {}, LONG);
    await screen.findByRole('button', { name: /New folder$/ }, LONG);
    let input = await openPalette();
    await userEvent.type(input, 'new folder');
    await waitFor(
      () => expect(within(screen.getByRole('group', { name: 'Commands' })).getByRole('option').textContent).toBe('New folder'),
      LONG,
    );
    await userEvent.keyboard('{Enter}');
    await paletteClosed();
    const dialog = await findDialog(/^New folder in /);
    expect(within(dialog).getByRole('textbox')).toBeInTheDocument();
    // Cancel, not Escape: in jsdom every antd dialog has the id 'test-id', so Escape goes to the first one
    // registered, the palette, which never ends its closing motion here.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).toHaveClass('ant-zoom-leave'), LONG);

    input = await openPalette();
    await userEvent.type(input, 'theme: dark');
    await waitFor(() => expect(optionNames()).toEqual(['Theme: Dark']));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(readThemePreference().mode).toBe('dark'));
  });
});
