/**
 * Playwright (playwright-core) with Debian's Chromium, for the e2e specs: one browser per spec file, a fresh
 * context (storage, service worker) per test, helpers that act as a user does.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface E2E {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged: a spec can assert there were none. */
  pageErrors: string[];
}

/** Registers hooks that give each test a fresh context and page; returns a handle to them. */
export function useBrowser(): E2E {
  const handle = { pageErrors: [] as string[] } as E2E;
  beforeAll(async () => {
    handle.browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  beforeEach(async () => {
    handle.context = await handle.browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
    handle.page = await handle.context.newPage();
    handle.pageErrors.length = 0;
    handle.page.on('pageerror', (error) => handle.pageErrors.push(error.message));
  });
  afterEach(async (context) => {
    // A failed test leaves a screenshot of what the user would have seen, for the person reading the log.
    if (context.task.result?.state === 'fail' && handle.page && !handle.page.isClosed()) {
      const dir = process.env.E2E_ARTIFACTS ?? join(tmpdir(), 'dms-e2e-failures');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${context.task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
      await handle.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.log(`[e2e] screenshot of the failure: ${file}`);
    }
    await handle.context?.close();
  });
  afterAll(async () => {
    await handle.browser?.close();
  });
  return handle;
}

/** The mock backend of the page now loaded is running (after a navigation or a reload it starts again). */
export async function mockReady(page: Page) {
  await page.waitForFunction(() => Boolean(window.__DMS_MOCK__), undefined, { timeout: 30_000 });
}

/** Open a hash route of the app and wait until the mock backend is up. */
export async function openApp(page: Page, route = '/') {
  await page.goto(`/#${route}`);
  await mockReady(page);
}

/** An option of the antd Select or TreeSelect drop-down that is open: closed ones stay in the page, hidden. */
export const openSelectOption = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
