import { dmsDownload } from '@/lib/api/clients';
import { downloadConfig, type DownloadOptions } from '@/lib/download-options';
import type { ManifestFilterParams } from '../types';

/**
 * POST /export/excel/sysFile (blob): the manifest as an .xlsx, named by the server in Content-Disposition.
 * ASSUMED: the body is the list's filters and order (no paging), and the workbook holds every matching row
 * in the list's order. Silent: the export button shows the failure.
 */
export const exportSystemFiles = (filters: ManifestFilterParams, options?: DownloadOptions) =>
  dmsDownload({ url: '/export/excel/sysFile', method: 'POST', data: filters, silent: true, ...downloadConfig(options) });
