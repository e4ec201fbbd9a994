#!/usr/bin/env node
/**
 * `npm test`: every check in order (typecheck and lint together, audit, unit, e2e), stopping at the first failure; the
 * time of each step goes into the measurement history (scripts/history.mjs).
 */
import { spawn } from 'node:child_process';
import { appendHistory } from './history.mjs';

/**
 * Steps in order; the names in one entry run side by side (the type checker and ESLint use about a core each,
 * and the e2e bundles are built beside them, so the e2e step starts with them built).
 */
const steps = [['typecheck', 'lint', 'e2e:build'], ['audit'], ['test:unit'], ['e2e']];
/** What a step's npm script is given on top of this process's environment. */
const stepEnv = { e2e: { E2E_SKIP_BUILD: '1' } };
const seconds = {};
const started = Date.now();
let failed = null;

function run(step) {
  const stepStarted = Date.now();
  return new Promise((done) => {
    spawn('npm', ['run', '--silent', step], { stdio: 'inherit', env: { ...process.env, ...stepEnv[step] } }).on('exit', (status) => {
      seconds[step] = Math.round((Date.now() - stepStarted) / 100) / 10;
      done(status === 0);
    });
  });
}

for (const group of steps) {
  const passed = await Promise.all(group.map(run));
  failed = group.find((_, index) => !passed[index]) ?? null;
  if (failed) break;
}
seconds.whole = Math.round((Date.now() - started) / 100) / 10;
appendHistory('test', { seconds, passed: failed === null, failed });
console.log(`[test] ${failed ? `failed at ${failed}` : 'passed'}: ${JSON.stringify(seconds)}`);
process.exit(failed ? 1 : 0);
