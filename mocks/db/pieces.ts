/**
 * The mock database's tables cut into pieces for saving (store.ts): a save writes only the pieces that
 * changed, so changing one file writes a few hundred rows rather than every table. Handlers change rows in
 * place, so a change is found by content (against a snapshot of what was saved), not by identity.
 */

/** Rows per piece of a table that is a Map (its entries) or an array (its items). */
export const PIECE_ROWS = 500;

export type TableShape = 'map' | 'array' | 'value';

/** How to put the tables back together. */
export interface PieceLayout {
  shapes: Record<string, TableShape>;
  counts: Record<string, number>;
}

const pieceKey = (table: string, index: number) => `${table}#${index}`;

/** Each table cut into pieces (keyed `table#index`); a table that is neither a Map nor an array is one piece. */
export function splitTables(tables: Record<string, unknown>) {
  const shapes: Record<string, TableShape> = {};
  const counts: Record<string, number> = {};
  const pieces = new Map<string, unknown>();
  for (const [table, value] of Object.entries(tables)) {
    const rows = value instanceof Map ? [...value] : Array.isArray(value) ? value : null;
    shapes[table] = value instanceof Map ? 'map' : rows ? 'array' : 'value';
    if (!rows) {
      counts[table] = 1;
      pieces.set(pieceKey(table, 0), value);
      continue;
    }
    counts[table] = Math.ceil(rows.length / PIECE_ROWS);
    for (let index = 0; index < counts[table]; index += 1) {
      pieces.set(pieceKey(table, index), rows.slice(index * PIECE_ROWS, (index + 1) * PIECE_ROWS));
    }
  }
  return { shapes, counts, pieces };
}

/** The keys of every piece a layout names. */
export function pieceKeys(layout: Pick<PieceLayout, 'counts'>): string[] {
  return Object.entries(layout.counts).flatMap(([table, count]) => Array.from({ length: count }, (_, index) => pieceKey(table, index)));
}

/** The tables again from their pieces; undefined when a piece is missing. */
export function joinTables(layout: PieceLayout, pieces: Map<string, unknown>): Record<string, unknown> | undefined {
  const tables: Record<string, unknown> = {};
  for (const [table, shape] of Object.entries(layout.shapes)) {
    const parts: unknown[] = [];
    for (let index = 0; index < layout.counts[table]; index += 1) {
      const key = pieceKey(table, index);
      if (!pieces.has(key)) return undefined;
      parts.push(pieces.get(key));
    }
    if (shape === 'value') tables[table] = parts[0];
    else {
      const rows = (parts as unknown[][]).flat();
      tables[table] = shape === 'map' ? new Map(rows as Array<[unknown, unknown]>) : rows;
    }
  }
  return tables;
}

/** Marks of a snapshot's structure, apart from any value a table holds. */
const ARRAY = Symbol('array');
const MAP = Symbol('map');
const OBJECT = Symbol('object');

/**
 * A piece's content as a flat list of its structure and leaf values (strings are shared, not copied), to
 * compare with later: far cheaper than serialising or hashing it. Tables hold plain data: strings, numbers,
 * booleans, null, undefined, arrays, plain objects and Maps.
 */
export function snapshot(value: unknown): unknown[] {
  const flat: unknown[] = [];
  const walk = (item: unknown): void => {
    if (typeof item !== 'object' || item === null) flat.push(item);
    else if (Array.isArray(item)) {
      flat.push(ARRAY, item.length);
      for (const element of item) walk(element);
    } else if (item instanceof Map) {
      flat.push(MAP, item.size);
      for (const [key, entry] of item) {
        walk(key);
        walk(entry);
      }
    } else {
      const keys = Object.keys(item);
      flat.push(OBJECT, keys.length);
      for (const key of keys) {
        flat.push(key);
        walk((item as Record<string, unknown>)[key]);
      }
    }
  };
  walk(value);
  return flat;
}

/** Whether `value` still holds what `flat` (its snapshot) recorded. */
export function unchanged(value: unknown, flat: unknown[] | undefined): boolean {
  if (!flat) return false;
  let at = 0;
  const same = (recorded: unknown, now: unknown) => recorded === now || (recorded !== recorded && now !== now);
  const walk = (item: unknown): boolean => {
    if (typeof item !== 'object' || item === null) return same(flat[at++], item);
    if (Array.isArray(item)) {
      if (flat[at++] !== ARRAY || flat[at++] !== item.length) return false;
      for (const element of item) if (!walk(element)) return false;
      return true;
    }
    if (item instanceof Map) {
      if (flat[at++] !== MAP || flat[at++] !== item.size) return false;
      for (const [key, entry] of item) if (!walk(key) || !walk(entry)) return false;
      return true;
    }
    const keys = Object.keys(item);
    if (flat[at++] !== OBJECT || flat[at++] !== keys.length) return false;
    for (const key of keys) if (flat[at++] !== key || !walk((item as Record<string, unknown>)[key])) return false;
    return true;
  };
  return walk(value) && at === flat.length;
}
