import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../tests/render';
import { signInAs } from '../../../../tests/sign-in-as';

const LONG = { timeout: 10_000 };

/** The navigation's collapse/expand toggle, whichever label it has now. */
const toggle = () => screen.findByLabelText(/^(Expand|Collapse) navigation$/, undefined, LONG);

/** The menu entry (li) whose link goes to `path`. */
async function entry(path: string) {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
  return waitFor(() => {
    const link = nav.querySelector(`a[href="${path}"]`);
    expect(link).not.toBeNull();
    return link!.closest('li')!;
  }, LONG);
}

const isSelected = (item: HTMLElement) => item.classList.contains('ant-menu-item-selected');

describe('side navigation', { timeout: 40_000 }, () => {
  it('starts collapsed when nothing is saved, and saves isCollapse on each toggle', async () => {
    signInAs('staff');
    expect(localStorage.getItem('isCollapse')).toBeNull();
    await renderApp('/home');
    const button = await toggle();
    expect(button).toHaveAccessibleName('Expand navigation');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Collapse navigation');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(localStorage.getItem('isCollapse')!)).toBe(false);

    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Expand navigation');
    expect(JSON.parse(localStorage.getItem('isCollapse')!)).toBe(true);
  });

  it('starts expanded when the user saved it expanded', async () => {
    signInAs('staff');
    localStorage.setItem('isCollapse', 'false');
    await renderApp('/home');
    const button = await toggle();
    expect(button).toHaveAccessibleName('Collapse navigation');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts collapsed when the user saved it collapsed', async () => {
    signInAs('staff');
    localStorage.setItem('isCollapse', 'true');
    await renderApp('/home');
    expect(await toggle()).toHaveAccessibleName('Expand navigation');
  });

  it('marks the item of the current route, and follows the route', async () => {
    signInAs('admin');
    localStorage.setItem('isCollapse', 'false');
    const { router } = await renderApp('/home');
    const home = await entry('/home');
    await waitFor(() => expect(isSelected(home)).toBe(true), LONG);
    expect(isSelected(await entry('/filelist'))).toBe(false);

    await act(() => router.navigate('/filelist'));
    await waitFor(async () => expect(isSelected(await entry('/filelist'))).toBe(true), LONG);
    expect(isSelected(await entry('/home'))).toBe(false);
  });

  it('opens the submenu holding the current route and marks its item', async () => {
    signInAs('admin');
    localStorage.setItem('isCollapse', 'false');
    await renderApp('/userInfo');
    await waitFor(async () => expect(isSelected(await entry('/userInfo'))).toBe(true), LONG);
    expect(isSelected(await entry('/home'))).toBe(false);
  });
});
