import { dmsDownload } from '@/lib/api/clients';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';
import type { DataOutgoingFilters, FilterParams } from '../types';

/**
 * POST /export/excel/outgoingLog (blob): the data outgoing log under the list's filters and order as an
 * .xlsx, named by the server. ASSUMED: path and body, on the pattern of /export/excel/sysFile.
 * Silent: the export button shows the failure.
 */
export const exportDataOutgoingLogs = (filters: FilterParams<DataOutgoingFilters>, options?: DownloadOptions) =>
  dmsDownload({ url: '/export/excel/outgoingLog', method: 'POST', data: filters, silent: true, ...downloadConfig(options) });
