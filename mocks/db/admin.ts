/** Helpers shared by the administration handlers (admin-*.ts): ids for new tables, sorting, text checks. */
import type { Db } from './schema';

/**
 * The next id of a sequence that the seed may not have started: it begins above every id already in
 * `existing`, so new rows never collide with seeded ones.
 */
export function nextFreeId(database: Db, sequence: string, existing: Iterable<string>): string {
  if (database.seq[sequence] === undefined) {
    let max = 0;
    for (const id of existing) {
      const n = Number(id);
      if (Number.isFinite(n) && n > max) max = n;
    }
    database.seq[sequence] = max + 1;
  }
  const next = database.seq[sequence];
  database.seq[sequence] = next + 1;
  return String(next);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const JOB_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `text` (lower case) occurs in any of the values. */
export const matchesText = (text: string, ...values: (string | undefined)[]) =>
  !text || values.some((v) => (v ?? '').toLowerCase().includes(text));

/** Sort rows by a field, 'ASC' or 'DESC'; strings by locale (numeric-aware), numbers numerically. */
export function sortRows<T>(rows: T[], field: keyof T | undefined, order: string): T[] {
  if (!field) return rows;
  const direction = order === 'DESC' ? -1 : 1;
  const collator = new Intl.Collator(['en', 'zh'], { numeric: true, sensitivity: 'base' });
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return collator.compare(String(x ?? ''), String(y ?? '')) * direction;
  });
}
