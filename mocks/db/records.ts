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

/** A random opaque token (session, ticket). */
export function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
