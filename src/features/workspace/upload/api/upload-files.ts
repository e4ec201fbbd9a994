import { ApiError } from '@/lib/api/api-error';
import { dmsClient } from '@/lib/api/clients';
import type { Envelope } from '@/lib/api/envelope';
import { unreachableMessage, watchServer } from '@/lib/api/server-reach';
import type { UploadProgress } from '@/lib/upload/upload-queue';
import type { FileRow } from '../../shared/types';

export interface UploadFileInput {
  dirId: string;
  file: File;
  /** Effective date, 'YYYY-MM-DD' (required). */
  editDate: string;
  /** The roles that may access the file; empty: everyone who may see the folder. */
  roleIds: string[];
}

/**
 * A multipart POST with upload progress. It goes through the `/dms` client (token, envelope rules) over
 * XMLHttpRequest, the one transport that reports upload progress; the File object goes into the FormData as
 * it is, so the browser streams it from disk (a 500 MB file is never read into memory). No timeout: a large
 * file on a slow line takes longer than the 150 s of ordinary calls; cancelling aborts it. Silent: the
 * upload queue shows the error on the file's row. While it runs the server is checked every few seconds
 * (`watchServer`): a proxy may go on taking the body from a backend that is gone, so progress proves
 * nothing. A failed check stops the upload with an unreachable-server error.
 */
export async function postWithProgress<T>(
  url: string,
  form: FormData,
  progress: UploadProgress,
  params?: Record<string, unknown>,
): Promise<T> {
  const sending = new AbortController();
  const cancel = () => sending.abort();
  progress.signal.addEventListener('abort', cancel);
  let lost = false;
  const unwatch = watchServer(sending.signal, () => {
    lost = true;
    sending.abort();
  });
  try {
    const response = await dmsClient.request<Envelope<T>>({
      url,
      method: 'POST',
      data: form,
      params,
      adapter: 'xhr',
      timeout: 0,
      silent: true,
      signal: sending.signal,
      onUploadProgress: (event) => {
        if (!lost) progress.onProgress(event.loaded, event.total);
      },
    });
    return response.data.data as T;
  } catch (error) {
    if (lost) throw new ApiError(unreachableMessage(), { kind: 'network' });
    throw error;
  } finally {
    unwatch();
    progress.signal.removeEventListener('abort', cancel);
  }
}

/**
 * POST /files/upload/{dirId}?roleIds= with multipart `files` (spec §7): one file per call here, so each file
 * is its own job in the upload queue and one file's failure never touches another.
 * ASSUMED (as the mock): `roleIds` comma-separated; form field `editDate` (required); the reply is the new
 * file rows.
 */
export function uploadFile({ dirId, file, editDate, roleIds }: UploadFileInput, progress: UploadProgress) {
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('editDate', editDate);
  const params = roleIds.length ? { roleIds: roleIds.join(',') } : undefined;
  return postWithProgress<FileRow[]>(`/files/upload/${encodeURIComponent(dirId)}`, form, progress, params);
}
