import { dmsDownload } from '@/lib/api/clients';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';
import type { FolderExportRequest } from '../types';

/**
 * POST /export/excel/exportFile (blob) with the folder export request of §3 {directoryId, type, extra
 * filters}: a folder's manifest as an .xlsx, named by the server.
 * ASSUMED: type 'current' (this folder) or 'all' (with its subfolders); filters fileName?, documentNumber?,
 * status?. Silent: the dialog shows the failure.
 */
export const exportFolderFiles = (request: FolderExportRequest, options?: DownloadOptions) =>
  dmsDownload({ url: '/export/excel/exportFile', method: 'POST', data: request, silent: true, ...downloadConfig(options) });
