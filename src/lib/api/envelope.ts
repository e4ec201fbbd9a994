/**
 * The backend's reply rules (spec §7–8), as pure functions: one place decides what a failure is and which
 * message the user sees.
 *   - errno 0 is success; a failure is errno non-zero, or a `code` present and not '200';
 *   - the message is errmsg, else message, else the localised "unknown error, please retry";
 *   - not logged in is code 't0002' or errno 100001.
 */
export interface Envelope<T = unknown> {
  errno?: number | string;
  errmsg?: string;
  message?: string;
  code?: number | string | null;
  data?: T;
}

export const NOT_LOGGED_IN_CODE = 't0002';
export const NOT_LOGGED_IN_ERRNO = 100001;
/** The authority client also treats this code as "signed out". */
export const AUTHORITY_SIGNED_OUT_CODE = '1001';

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && ('errno' in body || 'code' in body);
}

export function isFailure(body: Envelope): boolean {
  const errnoFailed = body.errno !== undefined && body.errno !== null && Number(body.errno) !== 0;
  const codeFailed = body.code !== undefined && body.code !== null && String(body.code) !== '200';
  return errnoFailed || codeFailed;
}

export function isNotLoggedIn(body: Envelope): boolean {
  return String(body.code) === NOT_LOGGED_IN_CODE || Number(body.errno) === NOT_LOGGED_IN_ERRNO;
}

/** The server's own words for a failure, or null when it gave none. */
export function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errmsg, message } = body as Envelope;
  if (typeof errmsg === 'string' && errmsg.trim()) return errmsg;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

const isBlobLike = (data: unknown): data is Blob =>
  typeof data === 'object' && data !== null && typeof (data as Blob).text === 'function' && 'size' in data;

/**
 * Turn an error body into something readable: blob and arraybuffer bodies (download calls) are decoded as
 * text, and JSON text is parsed so its errmsg can be shown.
 */
export async function readErrorBody(data: unknown): Promise<unknown> {
  let text: string;
  // Duck-typed: a Blob may come from another realm (the fetch implementation's, not the page's).
  if (isBlobLike(data)) text = await data.text();
  else if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
  else if (ArrayBuffer.isView(data)) text = new TextDecoder().decode(data);
  else if (typeof data === 'string') text = data;
  else return data;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Query strings with every reserved character percent-encoded (spaces as %20, not '+'), so names such as
 * "a b&c.pdf" reach the server intact (files/checkFileName/add sends its query this way).
 */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  return Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`),
    )
    .join('&');
}
