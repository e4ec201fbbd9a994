import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';
import { server } from '@mocks/node';
import { signInAs } from '@tests/sign-in-as';
import { startSession } from '@/lib/session';
import { ROUTES } from './routes';

describe('routing', () => {
  it('sends an unknown path to the 404 page', async () => {
    const { router } = await renderApp('/no/such/screen');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends a first-time visitor of a deep link straight to login, keeping the link, without the expiry message', async () => {
    const { router } = await renderApp('/filelist?dir=205');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/filelist?dir=205')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Login has expired, please login again')).not.toBeInTheDocument();
  });

  it('tells a user whose session ran out that the login has expired and sends them to login', async () => {
    // A session existed: its token is still stored, 31 minutes after it was last renewed.
    startSession('stale-token', { username: 'Staff', useraccount: 'staff' }, false, Date.now() - 31 * 60 * 1000);
    const { router } = await renderApp('/filelist?dir=3');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Login has expired, please login again');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/filelist?dir=3')}`);
  });

  it('lets a signed-out user open a whitelisted path', async () => {
    const { router } = await renderApp('/housDown');
    await screen.findByText('Shell mould download');
    expect(router.state.location.pathname).toBe('/housDown');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /home', async () => {
    signInAs('staff');
    const { router } = await renderApp('/login');
    // The shell and the home screen are both lazy: allow a busy machine their first load.
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 10_000 });
  });

  it('redirects / to /home', async () => {
    signInAs('staff');
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('refuses an administration screen without the admin rights entry', async () => {
    signInAs('staff');
    await renderApp('/userInfo');
    expect(await screen.findByText('Permission is denied')).toBeInTheDocument();
  });

  it('opens an administration screen with the admin rights entry', async () => {
    signInAs('admin');
    await renderApp('/userInfo');
    expect(await screen.findByText('User management', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Permission is denied')).not.toBeInTheDocument();
  });

  it('asks for the signed-in user on arrival at a guarded route and stores it (spec §4)', async () => {
    signInAs('staff');
    // Only what signing in stored: no e-mail, no roles.
    expect(JSON.parse(localStorage.getItem('user')!)).not.toHaveProperty('email');
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', listener);
    try {
      await renderApp('/home');
      await waitFor(() => expect(calls).toContain('GET /dms/user/getUserinfo'), { timeout: 10_000 });
      await waitFor(
        () =>
          expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
            useraccount: 'staff',
            username: '王磊',
            email: expect.stringContaining('@') as unknown,
            roleIds: expect.any(Array) as unknown,
          }),
        { timeout: 10_000 },
      );
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('does not ask for the user on an open path', async () => {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      calls.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listener);
    try {
      await renderApp('/housDown');
      await screen.findByText('Shell mould download', undefined, { timeout: 10_000 });
      expect(calls).not.toContain('/dms/user/getUserinfo');
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('shows the test screen without a session (an open path)', async () => {
    await renderApp('/test');
    expect(await screen.findByText('Upload test', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Drop area for one picture' })).toBeInTheDocument();
  });

  it('declares every route of the spec, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The spec's screens: a screen added beyond them is declared in the table alone.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home',
        '/filelist',
        '/abandonpage',
        '/logger',
        '/teammanage',
        '/role',
        '/authConfig',
        '/rights',
        '/fileServer',
        '/exportfilelist',
        '/sysOvFileList',
        '/video',
        '/disk',
        '/userInfo',
        '/menuSystem',
        '/plmReceiver',
        '/rolesPermission',
        '/rolesPerson',
        '/outgoingLog',
        '/housOutLog',
        '/userAuth',
        '/OaAcceptingDocuments',
        '/template',
        '/area',
        '/department',
        '/docManage',
        '/login',
        '/changePassword',
        '/setPassword',
        '/loginLoading',
        '/pdf',
        '/test',
        '/viewFile',
        '/sharePage',
        '/verificationCode',
        '/housDown',
        '/404',
      ]),
    );
  });
});
