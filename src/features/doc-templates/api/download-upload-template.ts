import { useMutation } from '@tanstack/react-query';
import { dmsDownload } from '@/lib/api/clients';

/**
 * GET /files/downloads/template (spec §7, blob): the template for bulk upload metadata, with the file name
 * from the reply (Content-Disposition). A failure shows as a toast.
 */
export const downloadUploadTemplate = () => dmsDownload({ url: '/files/downloads/template', method: 'GET' });

export const useDownloadUploadTemplate = () => useMutation({ mutationFn: downloadUploadTemplate });
