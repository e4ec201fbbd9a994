import { useMutation } from '@tanstack/react-query';
import { dmsDownload } from '@/lib/api/clients';

/**
 * GET /docTemplate/download/{templateId}: the template's file as a blob, named by Content-Disposition.
 * ASSUMED: the whole call. A failure (JSON envelope in the blob) shows as a toast.
 */
export const downloadDocTemplate = (templateId: string) =>
  dmsDownload({ url: `/docTemplate/download/${encodeURIComponent(templateId)}`, method: 'GET' });

export const useDownloadDocTemplate = () => useMutation({ mutationFn: downloadDocTemplate });
