/** The one error type every API call rejects with; `message` is already what the user should read. */
export type ApiErrorKind = 'business' | 'notLoggedIn' | 'http' | 'network' | 'timeout' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly errno?: number;
  readonly code?: string;
  readonly status?: number;
  readonly body?: unknown;

  constructor(message: string, details: { kind: ApiErrorKind; errno?: number; code?: string; status?: number; body?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.kind = details.kind;
    this.errno = details.errno;
    this.code = details.code;
    this.status = details.status;
    this.body = details.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A refusal for lack of permission. ASSUMED: the backend says so with errno 403 (or HTTP 403), as the mock
 * does; the spec names only the text 'Permission is denied'.
 */
export function isPermissionDenied(error: unknown): boolean {
  return isApiError(error) && (Number(error.errno) === 403 || error.status === 403);
}
