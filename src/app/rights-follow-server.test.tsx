/**
 * Rights follow the server: the user, rights and menu are read at every start of the app and when the window
 * regains focus a minute or more after the last read, so a role granted or taken away since sign-in counts
 * at the next reload at the latest; the menu never offers a screen that then says 'Permission is denied'.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { findUserByAccount } from '@mocks/auth';
import { commit } from '@mocks/db';
import { ROLE_IDS } from '@mocks/db/seed';
import { renderApp } from '@tests/render';
import { recordCalls } from '@tests/record-calls';
import { signInAs } from '@tests/sign-in-as';

vi.setConfig({ testTimeout: 60_000 });
const SLOW = { timeout: 20_000 };
/** Whether the side navigation shows an item or a submenu named `name`. */
const menuOffers = (name: string) =>
  [...document.querySelectorAll('nav .ant-menu-item, nav .ant-menu-submenu-title')].some((item) => item.textContent?.trim() === name);

describe('rights follow the server', () => {
  it('opens a screen of a role granted since sign-in at the next start, and its menu offers it', async () => {
    signInAs('staff');
    const staff = findUserByAccount('staff')!;
    staff.roleIds = [...staff.roleIds, ROLE_IDS.systemManager];
    commit();
    await renderApp('/userInfo');
    expect(await screen.findByRole('heading', { name: 'User management' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Permission is denied')).toBeNull();
    await waitFor(() => expect(menuOffers('System management')).toBe(true), SLOW);
  });

  it('refuses a screen of a role taken away since sign-in, and the menu stops offering it', async () => {
    signInAs('admin');
    const admin = findUserByAccount('admin')!;
    admin.roleIds = [ROLE_IDS.engineer];
    commit();
    await renderApp('/userInfo');
    expect(await screen.findByText('Permission is denied', undefined, SLOW)).toBeInTheDocument();
    await screen.findByRole('navigation', undefined, SLOW);
    await waitFor(() => expect(menuOffers('My documents') || menuOffers('Document management')).toBe(true), SLOW);
    expect(menuOffers('System management')).toBe(false);
  });

  it('reads the rights again when the server refuses an administration screen the menu offered', async () => {
    signInAs('admin');
    const { router } = await renderApp('/home');
    await waitFor(() => expect(menuOffers('System management')).toBe(true), SLOW);
    // Taken away while the app runs: the stored rights and the menu still say system manager.
    findUserByAccount('admin')!.roleIds = [ROLE_IDS.engineer];
    commit();
    await act(() => router.navigate('/userInfo'));
    expect(await screen.findByText('Permission is denied', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(menuOffers('System management')).toBe(false), SLOW);
  });

  it('reads the user, rights and menu again on focus a minute or more after the last read, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      signInAs('staff');
      focusManager.setFocused(undefined);
      await renderApp('/home');
      await screen.findByRole('navigation', undefined, SLOW);
      await waitFor(() => expect(screen.queryAllByRole('menuitem').length).toBeGreaterThan(0), SLOW);
      const calls = recordCalls();
      const focus = () => act(() => void window.dispatchEvent(new Event('focus')));
      const rightsCalls = () => calls.calls.filter((call) => /getOptAuthority|getUserinfo|getMenus/.test(call));

      vi.setSystemTime(Date.now() + 30_000);
      focus();
      expect(rightsCalls()).toEqual([]);

      vi.setSystemTime(Date.now() + 31_000);
      focus();
      await waitFor(() => expect(rightsCalls().length).toBe(3), SLOW);
      calls.stop();
      expect(rightsCalls().some((call) => call.includes('getOptAuthority'))).toBe(true);
      expect(rightsCalls().some((call) => call.includes('getMenus'))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
