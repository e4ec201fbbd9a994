#!/usr/bin/env node
/**
 * `npm test`: every check in order (typecheck, lint, audit, unit, e2e), stopping at the first failure; the
 * time of each step goes into the measurement history (scripts/history.mjs).
 */
import { spawnSync } from 'node:child_process';
import { appendHistory } from './history.mjs';

const steps = ['typecheck', 'lint', 'audit', 'test:unit', 'e2e'];
const seconds = {};
const started = Date.now();
let failed = null;
for (const step of steps) {
  const stepStarted = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  seconds[step] = Math.round((Date.now() - stepStarted) / 100) / 10;
  if (status !== 0) {
    failed = step;
    break;
  }
}
seconds.whole = Math.round((Date.now() - started) / 100) / 10;
appendHistory('test', { seconds, passed: failed === null, failed });
console.log(`[test] ${failed ? `failed at ${failed}` : 'passed'}: ${JSON.stringify(seconds)}`);
process.exit(failed ? 1 : 0);
