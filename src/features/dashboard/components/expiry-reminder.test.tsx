import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { appFeedback } from '@/lib/app-feedback';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { markReminded, reminderDue } from '../expiry-reminder';

const page = (total: number) => ({ errno: 0, errmsg: '', data: { records: [], total, size: 8, current: 1, pages: Math.ceil(total / 8) } });

/** Paths of the expiry calls the app makes from now on. */
function recordExpiryCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (/expiringFiles|selectExpireSysFile/.test(pathname)) calls.push(pathname);
  });
  return calls;
}

/** A screen inside the layout that loads little (the video screen without a file): the reminder is the shell's. */
const LIGHT_SCREEN = '/video';

const mainNavigation = () => screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });

/** A key no notification or toast has: closing it changes nothing on screen. */
const NO_SUCH_KEY = 'expiry-reminder-test';

/**
 * Resolves once antd's notification and toast APIs are mounted and have shown every call made so far. Their
 * hosts load on a worker's first call and then play the calls that waited, in order; what a call returns
 * settles once antd has run it (src/lib/app-feedback.ts). After this, a check that nothing is shown cannot
 * pass only because a host was still loading. A host's first load in a worker is cold: a longer wait.
 */
async function feedbackShown(timeout = 20_000) {
  let shown = false;
  void Promise.all([appFeedback.notification.destroy(NO_SUCH_KEY), appFeedback.message.destroy(NO_SUCH_KEY)]).then(() => {
    shown = true;
  });
  await waitFor(() => expect(shown).toBe(true), { timeout });
}

afterEach(() => vi.restoreAllMocks());

describe('expiry reminder', { timeout: 60_000 }, () => {
  it('after sign-in names how many files expire within 30 days and links to that list', async () => {
    await mockControl.override('GET', '/dms/report/expiringFiles', page(3));
    await mockControl.override('GET', '/dms/files/selectExpireSysFile', page(1));
    signInAs('admin');
    const { router } = await renderApp(LIGHT_SCREEN);
    await mainNavigation();
    // The first screen of a worker loads cold: a longer wait than the later tests need.
    expect(await screen.findByText('3 files you can see expire within the next 30 days.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('1 system file has already expired.')).toBeInTheDocument();
    expect(reminderDue('admin')).toBe(false);

    // The link: the home screen's expiry card, on its "next 30 days" list, in view and focused.
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?expiry=soon');
    const card = await screen.findByRole('region', { name: 'Files expiring soon' }, { timeout: 10_000 });
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByRole('tab', { name: 'Next 30 days', selected: true })).toBeInTheDocument();
  });

  it('uses the expiry window of the system setting (/department): the call, the reminder and the card', async () => {
    db().paramConfig.expiryWarningDays = 45;
    const windows: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/report/expiringFiles')) windows.push(url.searchParams.get('days')!);
    });
    signInAs('guest');
    const { router } = await renderApp(LIGHT_SCREEN);
    expect(await screen.findByText(/expires? within the next 45 days\./, {}, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('tab', { name: 'Next 45 days', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(new Set(windows)).toEqual(new Set(['45']));
  });

  it('comes once a day per account: not again the same day, not even asked', async () => {
    signInAs('admin');
    markReminded('admin');
    const calls = recordExpiryCalls();
    await renderApp(LIGHT_SCREEN);
    await mainNavigation();
    await screen.findByText('No file was chosen to preview.', {}, { timeout: 10_000 });
    expect(calls).toEqual([]);
    expect(screen.queryByText(/expire within the next 30 days/)).not.toBeInTheDocument();
  });

  it('comes again the next day, and for another account the same day', async () => {
    await mockControl.override('GET', '/dms/report/expiringFiles', page(1));
    markReminded('guest', Date.now() - 86_400_000);
    markReminded('admin');
    signInAs('guest');
    const calls = recordExpiryCalls();
    await renderApp(LIGHT_SCREEN);
    expect(await screen.findByText('1 file you can see expires within the next 30 days.', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The guest's menu offers no overdue list: its call is not made, and that sentence is left out.
    expect(calls).toEqual(['/dms/report/expiringFiles']);
    expect(screen.queryByText(/system files? ha/)).not.toBeInTheDocument();
    expect(reminderDue('guest')).toBe(false);
    expect(reminderDue('admin')).toBe(false);
  });

  it('says nothing when no file expires, and only the console hears of a failure (tried again at the next sign-in)', async () => {
    await mockControl.override('GET', '/dms/report/expiringFiles', page(0));
    await mockControl.override('GET', '/dms/files/selectExpireSysFile', page(0));
    signInAs('admin');
    const quiet = await renderApp(LIGHT_SCREEN);
    await waitFor(() => expect(reminderDue('admin')).toBe(false), { timeout: 10_000 });
    await feedbackShown();
    expect(screen.queryByText('Files expiring soon')).not.toBeInTheDocument();
    quiet.unmount();

    // A toast that came while no app was mounted (a reply an earlier test did not wait for) is antd's static
    // one, outside every app, and stays in the document for the rest of the worker: jsdom never ends its leave
    // animation. What is there now is not this failure's (this test's own app is gone).
    const earlier = new Set(screen.queryAllByRole('alert'));
    localStorage.removeItem('expiryReminder');
    await mockControl.fail('/dms/report/expiringFiles', 'http500');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await renderApp(LIGHT_SCREEN);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Expiry reminder skipped:', expect.anything()), { timeout: 10_000 });
    await feedbackShown();
    expect(screen.queryByText('Files expiring soon')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert').filter((alert) => !earlier.has(alert))).toEqual([]);
    expect(reminderDue('admin')).toBe(true);
  });

  it('speaks Chinese', async () => {
    await mockControl.override('GET', '/dms/report/expiringFiles', page(2));
    signInAs('staff');
    await renderApp(LIGHT_SCREEN, { language: 'zh' });
    expect(await screen.findByText('您可查看的文件中有 2 个将在 30 天内到期。', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看这些文件' })).toBeInTheDocument();
  });
});
