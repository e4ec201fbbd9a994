import type { AxiosProgressEvent } from 'axios';
import { dmsDownload } from '@/lib/api/clients';
import { mayDownloadFile } from '@/lib/permissions';
import type { FileInfo } from './types';

export interface DownloadVersionOptions {
  signal?: AbortSignal;
  onProgress?: (event: AxiosProgressEvent) => void;
}

/**
 * GET /files/download/{fileId}?version={revision}: the bytes of one version of a file, as a blob, with the
 * name in Content-Disposition, for the version history and the comparison of two versions. ASSUMED (as the
 * mock's download route): the token header is enough (no ticket), `version` picks any kept revision, file
 * level 30 (download) is needed, 40 for a secret file; a refusal is a JSON envelope ('Download failed, the
 * file does not exist or is corrupted'). Silent: the caller shows it.
 */
export const downloadFileVersion = (fileId: string, revision: number, options: DownloadVersionOptions = {}) =>
  dmsDownload({
    url: `/files/download/${encodeURIComponent(fileId)}`,
    params: { version: revision },
    silent: true,
    signal: options.signal,
    onDownloadProgress: options.onProgress,
  });

/** Whether the caller may download the file's versions: its file level, as the download route judges it. */
export const mayDownloadVersions = (file: Pick<FileInfo, 'userFileLevel' | 'secret'>) =>
  mayDownloadFile(file.userFileLevel ?? 0, Boolean(file.secret));
