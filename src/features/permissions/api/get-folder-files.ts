import { queryOptions, useQuery } from '@tanstack/react-query';
import { dmsPost } from '@/lib/api/clients';
import type { Page } from '@/lib/api/page';
import type { FolderEntry } from '../types';

/**
 * POST /files/showPageByDirId/ (spec §7: dirId, current, size, fileName): the files of a folder, to pick one
 * for a single-file permission or an explanation. Only file rows (dataType 1) are offered.
 */
export const getFolderFiles = (dirId: string, fileName: string) =>
  dmsPost<Page<FolderEntry>>('/files/showPageByDirId/', { dirId, current: 1, size: 100, ...(fileName ? { fileName } : {}) }, { silent: true });

export const folderFilesQueryOptions = (dirId: string, fileName: string) =>
  queryOptions({
    queryKey: ['files', 'picker', dirId, fileName],
    queryFn: () => getFolderFiles(dirId, fileName),
    enabled: dirId !== '',
    select: (page) => page.records.filter((row) => row.dataType === 1),
  });

export const useFolderFiles = (dirId: string, fileName: string) => useQuery(folderFilesQueryOptions(dirId, fileName));
