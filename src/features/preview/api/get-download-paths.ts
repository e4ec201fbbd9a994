import { dmsPost } from '@/lib/api/clients';
import type { DownloadPath } from '../types';

/**
 * POST /files/getDownloadPaths/ {fileIds}: attachment URLs (file level 30). Not silent: a refusal is shown
 * as the toast of the spec's message.
 */
export const getDownloadPaths = (fileIds: string[]) => dmsPost<DownloadPath[]>('/files/getDownloadPaths/', { fileIds });
