import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '@/app/providers';
import { browserLocation } from '@/lib/browser-location';
import { appConfig } from '@/lib/config';
import { setupI18n } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { getToken, getUser } from '@/lib/session';
import { dmsGet } from '@/lib/api/clients';
import { mockControl } from '@mocks/test-hook';
import { signInAs } from '@tests/sign-in-as';
import { useLogout } from './use-logout';

async function logoutHook() {
  const { i18n } = await setupI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(() => useLogout(), { wrapper }).result;
}

afterEach(() => {
  vi.restoreAllMocks();
  appConfig.production = false;
});

describe('logout', () => {
  it('ends the session, says so and goes to the central login outside production', async () => {
    signInAs('staff');
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const logout = await logoutHook();
    await act(() => logout.current());
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('rights')).toBeNull();
    expect(success).toHaveBeenCalledWith('You have signed out');
    expect(assign.mock.calls[0][0]).toMatch(/^#\/login\?redirect=/);
  });

  it('a call answered after the sign-out ended the session does not say the login expired', async () => {
    signInAs('staff');
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const logout = await logoutHook();
    await act(() => logout.current());
    // A list's refetch that was under way: the server no longer knows the session.
    await expect(dmsGet('/user/getUserinfo')).rejects.toMatchObject({ kind: 'notLoggedIn' });
    expect(error).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a failed logout says login.loginfail and goes to the central login', async () => {
    signInAs('staff');
    mockControl.fail('/dms/user/logout', 'http500');
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const logout = await logoutHook();
    await act(() => logout.current());
    expect(error).toHaveBeenCalledWith('Logout failed');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });
});
