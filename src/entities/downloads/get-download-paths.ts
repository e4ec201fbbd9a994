import { dmsPost } from '@/lib/api/clients';

/** One entry of POST /files/getDownloadPaths/. */
export interface DownloadPath {
  fileId: string;
  fileName: string;
  /** Bytes. ASSUMED (the spec names only totalSize on files). */
  totalSize?: number;
  /** Human-readable size, e.g. '1.2 MB'. ASSUMED. */
  fileSize?: string;
  /** Where the bytes are: an address under /dms that works without the token header (a ticket). */
  url: string;
}

/**
 * POST /files/getDownloadPaths/ {fileIds} (spec §7): attachment addresses (file level 30; 40 for secret
 * files), for the workspace's downloads and the preview's. ASSUMED reply: [{fileId, fileName, totalSize,
 * fileSize, url}]. `silent` when the caller shows the spec's failure text itself (the download dialog); else
 * a refusal is the toast of the server's message.
 */
export const getDownloadPaths = (fileIds: string[], { silent = false } = {}) =>
  dmsPost<DownloadPath[]>('/files/getDownloadPaths/', { fileIds }, { silent });
