import { describe, expect, it } from 'vitest';
import { openApp, useBrowser } from './browser';

describe('smoke', () => {
  const e2e = useBrowser();

  it('loads the app with the mock backend and its test hook', async () => {
    await openApp(e2e.page, '/login');
    await e2e.page.getByRole('heading', { name: 'Sign in' }).or(e2e.page.getByText('Sign in').first()).waitFor();
    const hook = await e2e.page.evaluate(() => Object.keys(window.__DMS_MOCK__ ?? {}).sort());
    expect(hook).toEqual(expect.arrayContaining(['captcha', 'clear', 'fail', 'override', 'reset']));
    expect(e2e.pageErrors).toEqual([]);
  });

  it('shows the 404 page for an unknown route', async () => {
    await openApp(e2e.page, '/no/such/screen');
    await e2e.page.getByText('Sorry, the page you visited does not exist.').waitFor();
    expect(new URL(e2e.page.url()).hash).toBe('#/404');
  });

  it('sends a visitor who never signed in from a protected route to login, with no expiry message', async () => {
    await openApp(e2e.page, '/filelist');
    await e2e.page.waitForURL(/#\/login/);
    await e2e.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await e2e.page.getByRole('dialog').count()).toBe(0);
    expect(new URL(e2e.page.url()).hash).toMatch(/^#\/login\?redirect=%2Ffilelist/);
  });
});
