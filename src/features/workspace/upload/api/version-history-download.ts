import { dmsDownload } from '@/lib/api/clients';

/**
 * GET /files/download/{fileId}?version={revision}: the bytes of one version of a file, as a blob, with the
 * name in Content-Disposition. ASSUMED (as the mock's download route): the token header is enough (no
 * ticket), `version` picks any kept revision, file level 30 (download) is needed; a refusal is a JSON
 * envelope ('Download failed, the file does not exist or is corrupted'). Silent: the history shows it.
 */
export const downloadFileVersion = (fileId: string, revision: number) =>
  dmsDownload({ url: `/files/download/${encodeURIComponent(fileId)}`, params: { version: revision }, silent: true });
