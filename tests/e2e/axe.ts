/** axe-core in the page under test, for the accessibility specs (accessibility.e2e.ts, phone.e2e.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * The violations axe finds in the page, of any impact, one line each. `rules` runs only those rules; `enable`
 * turns on rules axe leaves off by default (such as `target-size`, WCAG 2.2's 2.5.8); `within` judges only
 * the elements inside that CSS selector.
 */
export async function axeViolations(
  page: Page,
  rules?: string[],
  { enable = [] as string[], within = undefined as string | undefined } = {},
): Promise<string[]> {
  return (await runAxe(page, rules, enable, within)).map(line);
}

/** The serious and critical violations axe finds in the page, one line each (see axeViolations). */
export async function seriousViolations(page: Page, rules?: string[], { enable = [] as string[] } = {}): Promise<string[]> {
  return (await runAxe(page, rules, enable)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(line);
}

const line = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help} at ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(', ')}`;

async function runAxe(page: Page, rules: string[] | undefined, enable: string[], within?: string): Promise<Violation[]> {
  // Once per document: axe's half a megabyte is parsed again only after a reload or a new page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    async ({ only, extra, part }) => {
      const axe = (window as unknown as { axe: { run: (c: Document | object, o: object) => Promise<{ violations: unknown[] }> } }).axe;
      const options = {
        resultTypes: ['violations'],
        ...(only ? { runOnly: only } : {}),
        ...(extra.length ? { rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])) } : {}),
      };
      return (await axe.run(part ? { include: [part] } : document, options)).violations;
    },
    { only: rules, extra: enable, part: within },
  )) as Violation[];
  return violations;
}
