/**
 * The production build runs under the Content-Security-Policy that deploy/nginx.conf sends
 * (script-src 'self'): the login screen renders and works, and the browser reports no violation.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { serve } from '../../bench/serve.mjs';
import { CHROMIUM_ARGS } from './browser';

const root = resolve(import.meta.dirname, '..', '..');
const nginx = readFileSync(resolve(root, 'deploy', 'nginx.conf'), 'utf8');
/** The policy as envsubst writes it for a deployment without an office server (OFFICE_ORIGIN empty). */
const template = /add_header Content-Security-Policy "([^"]+)"/.exec(nginx)?.[1] ?? '';
const policy = template.replaceAll('${OFFICE_ORIGIN}', '').replace(/ +;/g, ';');

let server: { origin: string; close: () => Promise<unknown> };

beforeAll(async () => {
  server = await serve(resolve(root, 'dist'), { extraHeaders: { 'Content-Security-Policy': policy } });
});
afterAll(() => server.close());

describe('Content-Security-Policy', () => {
  it("nginx sends script-src 'self'", () => {
    expect(policy).toContain("script-src 'self';");
    // The office editor's origin is the only other place scripts and frames may come from.
    expect(template).toContain("script-src 'self' ${OFFICE_ORIGIN};");
    expect(template).toContain("frame-src 'self' ${OFFICE_ORIGIN};");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('the production login screen renders and runs under it without a violation', async () => {
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(`${server.origin}/#/login`);
      await page.getByLabel('Account').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Language').or(page.getByRole('navigation', { name: 'Language' })).first().waitFor();
      const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
