import type { PrefixedTranslate } from '@/i18next';
import { isApiError } from '@/lib/api/api-error';

/** A file's bytes arrived but could not be shown (corrupt, or not what its type says). */
export class ReadError extends Error {
  constructor(cause?: unknown) {
    super(cause instanceof Error ? cause.message : 'Read error');
    this.name = 'ReadError';
  }
}

export interface PreviewFailure {
  title: string;
  detail?: string;
  /** Whether trying again may help: a lost connection or a server error, not a refusal or a missing file. */
  retryable: boolean;
}

/**
 * What the user reads when a preview fails (spec §8 texts): a refusal by the server shows its message
 * ('Permission is denied'…); a missing file or a failed transfer 'Download failed, the file does not exist or
 * is corrupted' (with the server's own words below when they differ); bytes that cannot be shown 'Read error'.
 */
export function previewFailure(error: unknown, t: PrefixedTranslate): PreviewFailure {
  const downloadFailed = t('common:errors.downloadFailed');
  if (!isApiError(error)) return { title: t('common:errors.readError'), retryable: false };
  if (error.kind === 'network' || error.kind === 'timeout')
    return { title: downloadFailed, detail: t('common:errors.connectionFailed'), retryable: true };
  const notFound = error.errno === 404 || error.status === 404;
  if (error.kind === 'business' && !notFound && error.message) return { title: error.message, retryable: false };
  const detail =
    error.message && error.message !== downloadFailed && error.message !== t('common:errors.unknown') ? error.message : undefined;
  return { title: downloadFailed, detail, retryable: error.kind === 'http' && !notFound && (error.status ?? 500) >= 500 };
}
