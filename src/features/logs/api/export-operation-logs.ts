import { dmsDownload } from '@/lib/api/clients';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';
import type { LogFilterParams } from '../types';

/**
 * POST /export/excel/operationLog with the list's filters and order (no paging): an .xlsx of every
 * matching entry, named by the server in Content-Disposition.
 * ASSUMED: path and body (the spec's export calls are /export/excel/sysFile and /exportFile; the log's
 * export follows their pattern). Silent: the export button shows the failure.
 */
export const exportOperationLogs = (body: LogFilterParams, options?: DownloadOptions) =>
  dmsDownload({ url: '/export/excel/operationLog', method: 'POST', data: body, silent: true, ...downloadConfig(options) });
