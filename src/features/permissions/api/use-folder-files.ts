import { useQuery } from '@tanstack/react-query';
import { filesPageQueryOptions } from '@/entities/files/get-files-page';
import type { FileRow } from '@/entities/files/types';

/**
 * The files of a folder, first 100, narrowed by name, to pick one for a single-file permission or an
 * explanation: the workspace's list call (POST /files/showPageByDirId/), its file rows (dataType 1) only.
 */
export const useFolderFiles = (dirId: string, fileName: string) =>
  useQuery({
    ...filesPageQueryOptions({ dirId, current: 1, size: 100, ...(fileName ? { fileName } : {}) }),
    enabled: dirId !== '',
    select: (page) => page.records.filter((row): row is FileRow => row.dataType === 1),
  });
