/**
 * Shared pieces of the report handlers (dashboard, logs, manifest, OA, PLM, outgoing logs): real .xlsx
 * replies built with write-excel-file, sorting by `orderColumn` / `order`, date ranges, a seeded PRNG for
 * the tables these modules seed lazily.
 *
 * ASSUMED (not shown by the spec):
 * - Excel replies: one sheet, a header row in the caller's language (`lang` header), then one row per
 *   record in the order the matching list call gives them; dates as text 'YYYY-MM-DD HH:mm:ss' (UTC);
 *   Content-Type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, Content-Length, and
 *   Content-Disposition attachment with an ASCII `filename` and the real name as UTF-8 `filename*`.
 * - Sorting: `orderColumn` (snake_case column name) and `order` 'ASC' | 'DESC'; an
 *   unknown column or order is refused with errno 400, as the file list does.
 * - Each report screen's calls are for system managers and users whose roles carry that screen's menu
 *   (`withScreen` in ../auth); others are refused with errno 403.
 */
import writeXlsxFile from 'write-excel-file/universal';
import { HttpResponse } from 'msw';
import { contentDisposition } from '../db/file-content';
import { invalid, langOf } from '../http';
import { str, type Input } from './request';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExcelColumn<T> {
  header: [en: string, zh: string];
  value: (row: T) => string | number | null;
  width?: number;
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC, or '' for nothing. */
export const displayTime = (iso: string | null | undefined) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

/** Today as YYYYMMDD (UTC), for file names. */
export const dateStamp = (now = Date.now()) => new Date(now).toISOString().slice(0, 10).replace(/-/g, '');

/** A real workbook holding `rows` under a header row, answered as a download named `fileName`. */
export async function xlsxResponse<T>(request: Request, sheet: string, fileName: string, columns: ExcelColumn<T>[], rows: T[]) {
  const zh = langOf(request) === 'zh';
  const data = [
    columns.map((column) => ({ value: zh ? column.header[1] : column.header[0], fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        return value === '' ? null : value;
      }),
    ),
  ];
  const blob = await writeXlsxFile(data, { sheet, columns: columns.map((column) => ({ width: column.width ?? 16 })) }).toBlob();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return new HttpResponse(bytes as unknown as BodyInit, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(fileName),
    },
  });
}

export type SortKey = string | number;

/**
 * A comparator from `orderColumn` / `order` over the columns a list allows, or the refusal. Without a
 * column, `fallback` orders the rows.
 */
export function orderOf<T>(
  request: Request,
  input: Input,
  columns: Record<string, (row: T) => SortKey>,
  fallback: (a: T, b: T) => number,
): ((a: T, b: T) => number) | Response {
  const columnText = str(input.orderColumn);
  const orderText = str(input.order);
  if (orderText && orderText !== 'ASC' && orderText !== 'DESC')
    return invalid(request, 'The order must be ASC or DESC', '排序方式须为 ASC 或 DESC');
  if (!columnText) return fallback;
  const key = columns[columnText];
  if (!key) return invalid(request, 'Unknown sort column', '不支持的排序字段');
  const direction = orderText === 'DESC' ? -1 : 1;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    const base = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return direction * base || fallback(a, b);
  };
}

const collator = new Intl.Collator(['en', 'zh'], { numeric: true, sensitivity: 'base' });

/** Case-insensitive substring test; an empty needle matches everything. */
export const contains = (haystack: string | null | undefined, needle: string) =>
  !needle || (haystack ?? '').toLowerCase().includes(needle.toLowerCase());

/** Within [from, to] (ISO strings, either may be null). */
export const inRange = (iso: string, from: string | null, to: string | null) => (!from || iso >= from) && (!to || iso <= to);

/** A seeded PRNG (mulberry32): the lazily seeded tables are the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
