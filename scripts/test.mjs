#!/usr/bin/env node
/**
 * `npm test`: every check (typecheck, lint, audit, unit, e2e), each started as soon as what it waits for has
 * passed, stopping at the first failure; the time of each step goes into the measurement history
 * (scripts/history.mjs).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { appendHistory } from './history.mjs';
import { MOCK_SERVER_BUNDLE } from './mock-server.mjs';

/**
 * Each step and the steps it starts after: everything starts at once but the unit tests, which need the mock
 * server's bundle (built first, alone: a second or so), the install, whose disk writes beside the unit run's
 * start slowed it, and the e2e specs, which need the app's bundles, Chromium and nginx, and start once the
 * unit tests have passed. The type check, ESLint and the audit are not waited for: on two busy cores they end
 * after the unit run, and a failure of theirs still stops the rest.
 */
const after = {
  typecheck: [],
  lint: [],
  'mock:build': [],
  'e2e:build': [],
  audit: [],
  'e2e:install': ['e2e:build'],
  'test:unit': ['mock:build'],
  e2e: ['e2e:build', 'e2e:install', 'test:unit'],
};
/** Arguments after a step's npm script: the app's bundles only, as mock:build has made the mock server's. */
const stepArgs = { 'e2e:build': ['--', '--without-mock-server'] };
/**
 * What a step's npm script is given on top of this process's environment: the unit tests start the HTTP mock
 * backend from the bundle mock:build has just made of its sources, as the e2e specs do.
 */
const stepEnv = { 'test:unit': { DMS_MOCK_SERVER_BUNDLE: MOCK_SERVER_BUNDLE }, e2e: { E2E_SKIP_BUILD: '1' } };
/**
 * The machine has two cores, and the unit tests keep them busy but for their waits (a test on a timer). The
 * steps only the e2e specs wait for run at a lower priority (`nice`): the app's bundles, the type check,
 * ESLint, the audit and the install (mostly a wait on the network) take the CPU those leave, instead of
 * slowing them.
 */
const niceness = { 'e2e:build': 10, typecheck: 10, lint: 10, audit: 19, 'e2e:install': 19 };
const seconds = {};
const started = Date.now();
const passed = new Set();
const running = new Map();
let failed = null;

function start(step) {
  const stepStarted = Date.now();
  const nice = niceness[step];
  const command = ['npm', 'run', '--silent', step, ...(stepArgs[step] ?? [])];
  if (nice) command.unshift('nice', '-n', String(nice));
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...stepEnv[step] }, detached: true });
  if (nice) lowerSessionPriority(child.pid, nice);
  running.set(step, child);
  child.on('exit', (status) => {
    running.delete(step);
    seconds[step] = Math.round((Date.now() - stepStarted) / 100) / 10;
    if (status === 0) passed.add(step);
    else if (!failed) {
      failed = step;
      // The others' results no longer decide anything: stop them (each step runs in a process group of its own).
      for (const other of running.values()) stopGroup(other);
    }
    next();
  });
}

/**
 * Each step is a session of its own (`detached`), and Linux's autogroups share the CPU equally between
 * sessions whatever their processes' nice: the session's own priority is what counts there.
 */
function lowerSessionPriority(pid, nice) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // No autogroups on this kernel: the processes' nice applies.
  }
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function next() {
  if (!failed) {
    for (const [step, needs] of Object.entries(after)) {
      if (!running.has(step) && !(step in seconds) && needs.every((need) => passed.has(need))) start(step);
    }
  }
  if (running.size === 0) finish();
}

function finish() {
  seconds.whole = Math.round((Date.now() - started) / 100) / 10;
  appendHistory('test', { seconds, passed: failed === null, failed });
  console.log(`[test] ${failed ? `failed at ${failed}` : 'passed'}: ${JSON.stringify(seconds)}`);
  process.exit(failed ? 1 : 0);
}

process.on('SIGINT', () => {
  for (const child of running.values()) stopGroup(child);
  process.exit(130);
});
next();
