/**
 * axe-core in Chromium on every route of the route table a signed-in user visits (screens.ts), every other
 * route in English at 1440 px and the rest in Chinese at 390 px (the phone tests judge /filelist at 390 px
 * too), signed in as admin: no serious or critical violation in the light theme, and no colour-contrast
 * violation in the dark one (the theme is switched in place on each settled screen, as another tab's choice
 * would).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { animationsDone, requestsOf, useBrowser } from './browser';
import { SIGNED_IN_ROUTES } from './screens';
import { startSignedIn } from './sign-in';

const ROUTES = SIGNED_IN_ROUTES.map((route) => route.path);

/** Choose the theme for the signed-in account, as the header menu does, and wait until the page has taken it. */
async function switchTheme(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((chosen) => {
    const account = (JSON.parse(localStorage.getItem('user')!) as { useraccount: string }).useraccount;
    const themes = JSON.parse(localStorage.getItem('themes') ?? '{}') as Record<string, unknown>;
    const preference = { mode: chosen, compact: false };
    localStorage.setItem('themes', JSON.stringify({ ...themes, [account]: preference, '': preference }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'themes' }));
  }, mode);
  await page.waitForFunction((chosen) => document.documentElement.dataset.theme === chosen, mode);
  // axe reads the colours the theme gives, not a frame of antd's colour transitions between the two.
  await page.evaluate(async () => {
    if (!document.getElementById('e2e-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'e2e-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

describe('accessibility', () => {
  const e2e = useBrowser();

  for (const [turn, [language, width]] of (
    [
      ['en', 1440],
      ['zh', 390],
    ] as const
  ).entries()) {
    it(`every other route has no serious or critical axe violation (${language}, ${width} px)`, async () => {
      const { page } = e2e;
      await page.setViewportSize({ width, height: 900 });
      await startSignedIn(page, 'admin', { language });
      const found: string[] = [];
      // Each route is judged in both themes, with one switch in place between the two: a route starts in the
      // theme the last one ended in (the checks go light, dark; dark, light; …), and its second check follows the switch.
      let theme: 'light' | 'dark' = 'light';
      const judge = async (route: string, mode: 'light' | 'dark') => {
        if (mode === 'light') for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
        else for (const violation of await seriousViolations(page, ['color-contrast'])) found.push(`${route} (dark): ${violation}`);
      };
      const requests = requestsOf(page);
      for (const route of ROUTES.filter((_, index) => index % 2 === turn)) {
        await page.goto(`/#${route}`);
        // Judge the screen once it has settled: its code and data in, nothing loading, no skeleton or spinner
        // left, no opening animation still running.
        await requests.quiet();
        await page
          .waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton'), undefined, {
            timeout: 15_000,
          })
          .catch(() => undefined);
        await requests.quiet();
        await animationsDone(page);
        await judge(route, theme);
        theme = theme === 'light' ? 'dark' : 'light';
        await switchTheme(page, theme);
        await judge(route, theme);
      }
      expect(found).toEqual([]);
    }, 300_000);
  }
});
