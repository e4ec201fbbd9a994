#!/usr/bin/env node
/**
 * Sums an E2E_STEP_LOG file (see browser.ts): the spec lines whose Playwright calls took the most time in
 * all, and the calls' kinds. `node tests/e2e/step-log.mjs file [how many lines, default 40]`
 */
import { readFileSync } from 'node:fs';

const [file, top = '40'] = process.argv.slice(2);
const rows = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const [ms, where, call] = line.split('\t');
    return { ms: Number(ms), where, call };
  });
const sum = (group) => {
  const totals = new Map();
  for (const row of rows) {
    const key = group(row);
    const total = totals.get(key) ?? { ms: 0, count: 0, max: 0 };
    total.ms += row.ms;
    total.count += 1;
    total.max = Math.max(total.max, row.ms);
    totals.set(key, total);
  }
  return [...totals].sort((a, b) => b[1].ms - a[1].ms);
};
const print = (title, totals, limit) => {
  console.log(`\n${title}`);
  for (const [key, { ms, count, max }] of totals.slice(0, limit)) {
    console.log(
      `${(ms / 1000).toFixed(1).padStart(8)} s ${String(count).padStart(5)} calls  max ${(max / 1000).toFixed(1).padStart(5)} s  ${key}`,
    );
  }
};
const all = rows.reduce((total, row) => total + row.ms, 0);
console.log(`${rows.length} calls, ${(all / 1000).toFixed(1)} s in all`);
print(
  'by spec file',
  sum((row) => row.where.split(':')[0]),
  100,
);
print(
  'by kind of call',
  sum((row) => row.call),
  25,
);
print(
  'by spec line and call',
  sum((row) => `${row.where} ${row.call}`),
  Number(top),
);
