/** Faults on the document screens (how: faults.ts), and an expired session on a screen's call. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DOCUMENT_SCREENS, faultEveryScreen } from './faults';
import { startSignedIn } from './sign-in';

describe('faults on the document screens', () => {
  const e2e = useBrowser();

  it('each screen of the sample shows the message of a kind of failure, keeps the shell and recovers its data', async () => {
    await faultEveryScreen(e2e, DOCUMENT_SCREENS);
  }, 600_000);

  it("an expired session on a screen's call clears the session and ends on the login page", async () => {
    const { page } = e2e;
    await startSignedIn(page, 'staff');
    // A screen in staff's menu: one that is not shows its notice and makes no call.
    await page.evaluate(() => window.__DMS_MOCK__!.fail('/dms/files/showVoidPage*', 'expired'));
    await page.goto('/#/abandonpage');
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
