import type { FileListQuery, OverdueQuery } from './types';

/**
 * Query keys of files, from general to specific: the workspace, the preview, the permission pickers, the
 * folder-template screens, the overdue list and the dashboard read and invalidate files through these, so one call has one cache entry.
 */
export const fileKeys = {
  all: ['files'] as const,
  lists: () => ['files', 'list'] as const,
  list: (query: FileListQuery) => ['files', 'list', query] as const,
  details: () => ['files', 'detail'] as const,
  detail: (id: string) => ['files', 'detail', id] as const,
  fatherIds: (id: string) => ['files', 'fatherIds', id] as const,
  find: (fileName: string) => ['files', 'find', fileName] as const,
  /** The overdue system files (the /sysOvFileList screen and the dashboard's reminder). */
  overdueLists: () => ['files', 'overdue'] as const,
  overdue: (query: OverdueQuery) => ['files', 'overdue', query] as const,
  checkName: (kind: 'add' | 'upd', input: object) => ['files', 'checkName', kind, input] as const,
};
