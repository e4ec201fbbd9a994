/**
 * The Chromium the specs and the bench launch (CHROMIUM_ARGS in browser.ts): it keeps every feature Playwright
 * turns off, and it builds no browser UI a headless run never shows.
 */
import { describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, useBrowser } from './browser';

/** The `--disable-features` list Chromium was started with, from its command line (the headless shell has no chrome://version). */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { arguments: commandLine } = await cdp.send('Browser.getBrowserCommandLine');
    const lists = commandLine.filter((arg) => arg.startsWith('--disable-features='));
    // Chromium reads the last one only.
    return lists.at(-1)?.slice('--disable-features='.length).split(',') ?? [];
  } finally {
    await cdp.detach();
  }
}

describe('the launched Chromium', () => {
  const e2e = useBrowser();

  it('keeps the features Playwright turns off, though its own --disable-features replaces Playwright’s list', async () => {
    // Chromium tells its command line over CDP only to a browser started for automation.
    const launch = (args: string[]) => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, '--enable-automation'] });
    const featuresOf = async (args: string[]) => {
      const browser = await launch(args);
      try {
        return await disabledFeatures(browser);
      } finally {
        await browser.close();
      }
    };
    const playwrights = await featuresOf(['--no-sandbox']);
    expect(playwrights.length).toBeGreaterThan(0);
    const ours = await featuresOf(CHROMIUM_ARGS);
    expect(
      playwrights.filter((feature) => !ours.includes(feature)),
      'add these to PLAYWRIGHT_DISABLED_FEATURES in browser.ts',
    ).toEqual([]);
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });

  it('opens a page without building the address bar’s popup in a renderer of its own', async () => {
    await e2e.page.goto('/favicon.svg');
    const cdp = await e2e.browser.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'page').length).toBeGreaterThan(0);
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup')).map((target) => target.url)).toEqual([]);
    } finally {
      await cdp.detach();
    }
  });
});
