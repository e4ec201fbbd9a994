import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

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

/** The title of the System management submenu. */
const systemTitle = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
  return waitFor(() => {
    const title = [...nav.querySelectorAll<HTMLElement>('.ant-menu-submenu-title')].find(
      (element) => element.textContent === 'System management',
    );
    expect(title).toBeDefined();
    return title!;
  }, LONG);
};

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
    expect(await systemTitle()).toHaveAttribute('aria-expanded', 'true');
  });

  // On an admin route, System management is open, not only highlighted.
  it('opens the submenu of the route when the menu is expanded after arriving collapsed', async () => {
    signInAs('admin');
    await renderApp('/role');
    await userEvent.click(await toggle());
    expect(await systemTitle()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(async () => expect(isSelected(await entry('/role'))).toBe(true), LONG);
  });

  it('opens the submenu when the route moves into it, and leaves it as the user set it meanwhile', async () => {
    signInAs('admin');
    localStorage.setItem('isCollapse', 'false');
    const { router } = await renderApp('/home');
    const title = await systemTitle();
    expect(title).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/userInfo'));
    await waitFor(() => expect(title).toHaveAttribute('aria-expanded', 'true'), LONG);
    await userEvent.click(title);
    await waitFor(() => expect(title).toHaveAttribute('aria-expanded', 'false'), LONG);
    await act(() => router.navigate('/home'));
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  // The collapsed menu shows icons only; each entry needs one of its own.
  it('gives every entry, server-driven ones included, an icon no other entry shows', async () => {
    signInAs('admin');
    // Expanded on an admin route: System management is open, so all 26 entries are drawn.
    localStorage.setItem('isCollapse', 'false');
    await renderApp('/userInfo');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, LONG);
    const icons = await waitFor(() => {
      const found = [...nav.querySelectorAll('.ant-menu-item, .ant-menu-submenu-title')].map((item) => {
        const icon = item.querySelector('[role="img"]');
        return { item: item.textContent, icon: icon?.getAttribute('aria-label') };
      });
      // The demo's system manager: 11 screens, System management and its 14.
      expect(found.length).toBe(26);
      return found;
    }, LONG);
    for (const { item, icon } of icons) expect(icon, item ?? '').toBeTruthy();
    const seen = new Map<string, string>();
    const shared = icons.filter(({ item, icon }) => {
      const first = seen.get(icon!);
      if (first === undefined) seen.set(icon!, item!);
      return first !== undefined;
    });
    expect(shared, 'entries whose icon an earlier entry already shows').toEqual([]);
  });
});
