import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@tests/render';
import { getRights, getToken, getUser } from '@/lib/session';

describe('/loginLoading (central-login hand-off)', () => {
  it('turns userAccount and loginKey into a session and goes on', async () => {
    const { router } = await renderApp('/loginLoading?userAccount=admin&loginKey=demo-login-key-admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getToken()).not.toBeNull();
    expect(getUser()?.useraccount).toBe('admin');
    expect(getRights()['123']?.[0]?.level).toBe(10000);
  });

  it('follows a redirect that stays in the app', async () => {
    const { router } = await renderApp(
      `/loginLoading?userAccount=staff&loginKey=demo-login-key-staff&redirect=${encodeURIComponent('/disk')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/disk'));
  });

  it('ignores a redirect to another site', async () => {
    const { router } = await renderApp(
      `/loginLoading?userAccount=staff&loginKey=demo-login-key-staff&redirect=${encodeURIComponent('https://evil.example/')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('says so when the key is wrong, with a way to sign in', async () => {
    await renderApp('/loginLoading?userAccount=staff&loginKey=nope');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('says so when the link is incomplete', async () => {
    await renderApp('/loginLoading?userAccount=staff');
    expect(await screen.findByText('The sign-in link is incomplete. Please sign in again.')).toBeInTheDocument();
  });
});
