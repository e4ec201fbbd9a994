/** Faults on the document screens (how: faults.ts), and an expired session on a screen's call. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { DOCUMENT_SCREENS, faultTests } from './faults';
import { startSignedIn } from './sign-in';

describe('faults on the document screens', () => {
  const e2e = useBrowser();
  faultTests(e2e, DOCUMENT_SCREENS);

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
