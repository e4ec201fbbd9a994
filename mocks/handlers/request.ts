/**
 * Reading call inputs from where the API contract puts them (../contract): the JSON body or the form when
 * the call has one, else the query. Nothing is merged, renamed or coerced: the contract check in front of
 * the handlers has already refused a request off the contract.
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

/** The query parameters, as text. */
export const queryInput = (request: Request): Input => Object.fromEntries(query(request).entries());

/** The call's parameters: its JSON body (an object) or its form's text fields when it has one, else its query. */
export async function readInput(request: Request): Promise<Input> {
  if (request.method === 'GET' || request.method === 'HEAD') return queryInput(request);
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const input: Input = {};
    for (const [key, value] of (await formOf(request)).entries()) if (typeof value === 'string') input[key] = value;
    return input;
  }
  if (!type.includes('application/json')) return queryInput(request);
  const body: unknown = await request.json();
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {};
}

/** A JSON body that is a list (addByTemplate's nodes); [] otherwise. */
export async function readListBody(request: Request): Promise<unknown[]> {
  const body: unknown = (request.headers.get('content-type') ?? '').includes('application/json') ? await request.json() : null;
  return Array.isArray(body) ? body : [];
}

/** A trimmed string, or '' for anything else. */
export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

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

/** A boolean of a JSON body, or a query parameter's 'true' / 'false'; undefined otherwise. */
export function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * An effective date (the contract's one format, 'YYYY-MM-DD') as stored: the end of that day, so that a date
 * of today keeps the file in force until midnight. null when it is not such a date.
 */
export function effectiveDateInput(value: unknown): string | null {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T23:59:59.999Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text ? null : new Date(ms).toISOString();
}

/** A list filter bound (the contract's one format, 'YYYY-MM-DD HH:mm:ss') as an ISO instant; null otherwise. */
export function dateTimeInput(value: unknown): string | null {
  const text = typeof value === 'string' ? value : '';
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Page parameters with the given default size (capped at 1000). */
export function pageInput(input: Input, defaultSize: number) {
  return { current: int(input.current, 1), size: Math.min(1000, int(input.size, defaultSize)) };
}
