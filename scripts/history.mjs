/**
 * The measurement history: one JSON line per run of the bench or the test runner, appended to
 * bench/history.jsonl (date, commit, machine, figures). Prose in docs/ quotes only the latest figures.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const HISTORY_FILE = fileURLToPath(new URL('../bench/history.jsonl', import.meta.url));

function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Appends `{ date, commit, machine, kind, figures }`; `figures` is whatever the caller measured. */
export function appendHistory(kind, figures, file = HISTORY_FILE) {
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? null, load1m: Math.round(loadavg()[0] * 10) / 10 };
  const entry = { date: new Date().toISOString(), commit: currentCommit(), machine, kind, figures };
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
  return entry;
}
