import { dmsDownload } from '@/lib/api/clients';

/**
 * GET /fileOa/download/{id} (blob): the received document itself, named in Content-Disposition.
 * ASSUMED: the spec shows no call for opening an OA document. Not silent: a failure is shown as a toast
 * ('Download failed, the file does not exist or is corrupted' when it is gone).
 */
export const downloadOaFile = (id: string) => dmsDownload({ url: `/fileOa/download/${encodeURIComponent(id)}`, method: 'GET' });
