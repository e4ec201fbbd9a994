import type { PrefixedTranslate } from '@/i18next';
import { isApiError } from '@/lib/api/api-error';

/**
 * A refusal for lack of permission. ASSUMED: the backend says so with errno 403 (or HTTP 403), as the mock
 * does; the spec names only the text 'Permission is denied'.
 */
export function isPermissionDenied(error: unknown): boolean {
  return isApiError(error) && (Number(error.errno) === 403 || error.status === 403);
}

/** What the user reads about a failed call: the spec's text for a refusal, else the server's message. */
export function errorText(error: unknown, t: PrefixedTranslate): string {
  if (isPermissionDenied(error)) return t('common:errors.permissionDenied');
  if (isApiError(error) || error instanceof Error) return error.message || t('common:errors.unknown');
  return t('common:errors.unknown');
}
