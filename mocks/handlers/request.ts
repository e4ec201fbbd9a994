/**
 * Reading call inputs the way the real backend's controllers accept them: query parameters, a JSON body
 * or a URL-encoded / multipart form, merged into one record (body fields win over the query).
 */
import { query } from '../http';

export type Input = Record<string, unknown>;

type FormReader = (request: Request) => Promise<FormData>;

const readFormBody: FormReader = (request) => request.formData();
let formReader: FormReader = readFormBody;

/**
 * The form (URL-encoded or multipart) a request carries. The HTTP mock server (mocks/server) reads multipart
 * bodies itself as they stream in, with each file written to disk, and hands the handlers that form instead.
 */
export const formOf = (request: Request): Promise<FormData> => formReader(request);

/** Replace how forms are read (the HTTP mock server); none brings back `request.formData()`. */
export function setFormReader(reader?: FormReader): void {
  formReader = reader ?? readFormBody;
}

export async function readInput(request: Request): Promise<Input> {
  const input: Input = Object.fromEntries(query(request).entries());
  if (request.method === 'GET' || request.method === 'HEAD') return input;
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await formOf(request);
      for (const [key, value] of form.entries()) if (typeof value === 'string') input[key] = value;
      return input;
    }
    const text = await request.text();
    if (!text) return input;
    const body: unknown = JSON.parse(text);
    if (Array.isArray(body)) return { ...input, body };
    if (body && typeof body === 'object') return { ...input, ...(body as Input) };
  } catch {
    // Not JSON: the query alone.
  }
  return input;
}

/** A trimmed string, or '' for anything else. */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A positive integer, or the fallback. */
export function int(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(str(value), 10);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

/** A list of ids from an array or a comma-separated string. */
export function idList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : str(value).split(',');
  return items.map((v) => str(v)).filter(Boolean);
}

/** true / false from a boolean, 'true' / 'false', 1 / 0; undefined otherwise. */
export function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** An ISO date from 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', an ISO string or epoch ms; null when invalid. */
export function dateInput(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value).toISOString() : null;
  const text = str(value);
  if (!text) return null;
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const ms = Date.parse(normalised);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Page parameters with the given default size (capped at 1000). */
export function pageInput(input: Input, defaultSize: number) {
  return { current: int(input.current, 1), size: Math.min(1000, int(input.size ?? input.pageSize, defaultSize)) };
}
