import { dmsDownload } from '@/lib/api/clients';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';
import type { FilterParams, MouldOutgoingFilters } from '../types';

/**
 * POST /export/excel/housOutLog (blob): the shell mould outgoing log under the list's filters and order as
 * an .xlsx, named by the server. ASSUMED: path and body. Silent: the export button shows the failure.
 */
export const exportMouldOutgoingLogs = (filters: FilterParams<MouldOutgoingFilters>, options?: DownloadOptions) =>
  dmsDownload({ url: '/export/excel/housOutLog', method: 'POST', data: filters, silent: true, ...downloadConfig(options) });
