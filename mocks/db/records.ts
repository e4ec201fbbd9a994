/** Small helpers every table shares: id sequences and timestamps. */
import type { Db } from './schema';

/** Next id of a sequence ('folder', 'file', 'log'…), as a string. Sequences start where the seed stopped. */
export function nextId(database: Db, sequence: string): string {
  const next = database.seq[sequence] ?? 1;
  database.seq[sequence] = next + 1;
  return String(next);
}

/** Now, for new records (handlers use the real clock; only the seed uses a fixed one). */
export const nowIso = () => new Date().toISOString();

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * `new Date(ms).toISOString()` for a time from 1970 to 9999, computed with integers (the civil-from-days
 * algorithm of H. Hinnant). The seed writes some 50,000 timestamps each time the mock starts afresh (each
 * page load of a demo tab without saved state, each unit test), and `toISOString` was half the seed's time.
 * Exactly the same text: mocks/db/records.test.ts compares the two.
 */
export function isoOf(ms: number): string {
  const days = Math.floor(ms / 86_400_000);
  let rest = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[millis]}Z`;
}

/** A random opaque token (session, ticket). */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
