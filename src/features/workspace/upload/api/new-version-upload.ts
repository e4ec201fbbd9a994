import type { UploadProgress } from '@/lib/upload/upload-queue';
import type { FileRow } from '../../shared/types';
import { postWithProgress } from './upload-files';

export interface NewVersionInput {
  fileId: string;
  file: File;
  /** A new effective date, 'YYYY-MM-DD'; absent: the file keeps its date. */
  editDate?: string;
  remark?: string;
}

/**
 * POST /files/upload/upd/{fileId} with multipart `files` (exactly one): a new version over an existing file;
 * the revision rises by one and the previous version is kept in the file's history.
 * ASSUMED (as the mock): the new file has the same type; optional form fields `editDate` and `remark`; the
 * reply is the file row. Streams the file, with progress (see `postWithProgress`).
 */
export function uploadNewVersion({ fileId, file, editDate, remark }: NewVersionInput, progress: UploadProgress) {
  const form = new FormData();
  form.append('files', file, file.name);
  if (editDate) form.append('editDate', editDate);
  if (remark) form.append('remark', remark);
  return postWithProgress<FileRow>(`/files/upload/upd/${encodeURIComponent(fileId)}`, form, progress);
}
