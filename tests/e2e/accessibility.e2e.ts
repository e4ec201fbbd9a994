/**
 * axe-core in Chromium on every route of the route table, in English and in Chinese, signed in as admin:
 * no serious or critical violation.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { startSignedIn } from './sign-in';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const routeTable = readFileSync(resolve(import.meta.dirname, '..', '..', 'src', 'app', 'routes.ts'), 'utf8');
const ROUTES = [...routeTable.matchAll(/(?:inLayout|outside)\('(\/[^']*)'/g)].map((m) => m[1]);

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility', () => {
  const e2e = useBrowser();

  for (const language of ['en', 'zh'] as const) {
    it(`every route has no serious or critical axe violation (${language})`, async () => {
      const { page } = e2e;
      await startSignedIn(page, 'admin');
      if (language === 'zh') {
        await page.evaluate(() => localStorage.setItem('locale', '"zh"'));
        await page.evaluate(() => window.__DMS_MOCK__!.flush());
        await page.reload();
      }
      const found: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`/#${route}`);
        await page.waitForLoadState('networkidle');
        // Judge the screen once it has settled: nothing loading, no skeleton or spinner left.
        await page.waitForFunction(
          () => !document.querySelector('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton'),
          undefined,
          { timeout: 15_000 },
        ).catch(() => undefined);
        await page.waitForTimeout(300);
        for (const violation of await seriousViolations(page)) found.push(`${route}: ${violation}`);
      }
      expect(found).toEqual([]);
    }, 300_000);
  }
});
