import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';

/** One entry of a file's operation log. */
export interface FileLogEntry {
  logId: string;
  fileId: string;
  fileName: string;
  /** upload, update, preview, download, void, restart, restore, move, edit, changeEditDate, delete. */
  operation: string;
  operator: string;
  operatorId?: string;
  operateTime: string;
  revision?: number;
  remark?: string;
}

export const fileLogKeys = {
  all: ['fileLog'] as const,
  page: (fileId: string, current: number, size: number) => ['fileLog', fileId, current, size] as const,
};

/**
 * POST /files/showFilesLogPage {current, size, fileId} (spec §3, §7): the operation log of one file, newest
 * first. ASSUMED reply: a page {records, total, size, current, pages} of {logId, fileId, fileName,
 * operation, operator, operatorId, operateTime, revision, remark}. Silent: the drawer shows the failure.
 */
export const getFileLogPage = (fileId: string, current: number, size: number) =>
  dmsPost<Page<FileLogEntry>>('/files/showFilesLogPage', { current, size, fileId }, { silent: true });

export const fileLogQueryOptions = (fileId: string, current: number, size: number) =>
  queryOptions({ queryKey: fileLogKeys.page(fileId, current, size), queryFn: () => getFileLogPage(fileId, current, size), staleTime: 0 });

export const useFileLog = (fileId: string | null, current: number, size: number) =>
  useQuery({ ...fileLogQueryOptions(fileId ?? '', current, size), enabled: fileId !== null, placeholderData: keepPreviousData });
