/**
 * In the app: a first-login session reaches nothing but the password change, by any
 * address; a screen the user's menu does not offer says so and asks the server for none of its rows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/test-hook';
import { appConfig } from '@/lib/config';
import { getToken } from '@/lib/session';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { ROUTES } from './routes';

/** The /dms and /authapi calls made while `run` goes on. */
async function callsDuring(run: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  appConfig.production = false;
});

describe('a first login that has not changed the password', { timeout: 60_000 }, () => {
  it.each(['/home', '/filelist', '/disk', '/abandonpage', '/logger', '/userInfo', '/pdf?id=1', '/login', '/'])(
    'sends %s to the change-password screen, asking for no data',
    async (path) => {
      signInAs('newbie');
      const calls = await callsDuring(async () => {
        const { router } = await renderApp(path);
        await waitFor(() => expect(router.state.location.pathname).toBe('/changePassword'), { timeout: 10_000 });
        expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
        expect(screen.getByLabelText('New password')).toBeInTheDocument();
        expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
      });
      expect(calls).toEqual([]);
    },
  );

  it('does so in Chinese too, and offers sign-out there', async () => {
    signInAs('newbie');
    const { router } = await renderApp('/filelist', { language: 'zh' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/changePassword'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: '激活账号' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });

  it('sends an address typed later in the same tab back there too', async () => {
    signInAs('newbie');
    const { router } = await renderApp('/changePassword');
    await screen.findByRole('heading', { name: 'Activate your account' });
    for (const path of ['/home', '/filelist?dir=2', '/disk', '/changePassword', '/logger']) {
      await router.navigate(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/changePassword'));
    }
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('offers sign-out on the change-password screen', async () => {
    appConfig.production = true;
    signInAs('newbie');
    const { router } = await renderApp('/changePassword');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('leaves a user who has changed it alone', async () => {
    signInAs('staff');
    const { router } = await renderApp('/filelist');
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/filelist');
  });
});

describe("a screen the user's menu does not offer", { timeout: 60_000 }, () => {
  it.each([
    ['/logger', '/dms/operationLog/showPage'],
    ['/exportfilelist', '/dms/file/showSystemListPage'],
    ['/sysOvFileList', '/dms/files/selectExpireSysFile'],
    ['/OaAcceptingDocuments', '/dms/fileOa/showPage'],
    ['/abandonpage', '/dms/files/showVoidPage'],
    ['/plmReceiver', '/dms/plmReceiver/showPage'],
  ])('says so to a guest typing %s, and asks for none of its rows', async (path, rowsCall) => {
    signInAs('guest');
    const calls = await callsDuring(async () => {
      const { router } = await renderApp(path);
      expect(await screen.findByText('Your menu does not offer this screen.', undefined, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('Permission is denied')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    });
    expect(calls.filter((call) => call.startsWith(rowsCall))).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    signInAs('guest');
    await renderApp('/OaAcceptingDocuments', { language: 'zh' });
    expect(await screen.findByText('您的菜单中没有此页面。', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('权限不足')).toBeInTheDocument();
  });

  it('shows a guest the screens every signed-in user has', async () => {
    signInAs('guest');
    await renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Recently opened' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Your menu does not offer this screen.')).not.toBeInTheDocument();
    const always = ROUTES.filter((route) => route.inLayout && !route.offeredByMenu && !route.capability).map((route) => route.path);
    expect(always.sort()).toEqual(['/disk', '/filelist', '/home', '/video']);
  });

  it('shows a screen the menu offers', async () => {
    signInAs('staff');
    await renderApp('/sysOvFileList');
    expect(await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Your menu does not offer this screen.')).not.toBeInTheDocument();
  });

  it('says when the menu could not be loaded, and shows the screen once it is', async () => {
    signInAs('staff');
    mockControl.fail('/dms/menu/getMenus/*', 'errno', 'The menu service is down');
    await renderApp('/sysOvFileList');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getAllByText('The menu could not be loaded').length).toBeGreaterThan(0);
    mockControl.clear();
    await userEvent.click(retry);
    expect(await screen.findByText(/^Total \d+ records$/, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });
});
