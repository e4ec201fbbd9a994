import type { PrefixedTranslate } from '@/i18next';
import { isApiError, isPermissionDenied } from '@/lib/api/api-error';

/** What the user reads about a failed call: the spec's text for a refusal, else the server's message. */
export function errorText(error: unknown, t: PrefixedTranslate): string {
  if (isPermissionDenied(error)) return t('common:errors.permissionDenied');
  if (isApiError(error) || error instanceof Error) return error.message || t('common:errors.unknown');
  return t('common:errors.unknown');
}
