import { formatFileSize, itemExtension } from '@/lib/file-types';
import { isFolderRow, type ListRow } from './types';

export const displayName = (row: ListRow) => (isFolderRow(row) ? row.directoryName || row.fileName : row.fileName);

/** The accessible name of a row: name, type and size ('Plan.docx, DOCX file, 1.2 MB'; 'Drawings, folder'). */
export function rowLabel(row: ListRow, t: (key: string, options?: Record<string, unknown>) => string): string {
  const name = displayName(row);
  if (isFolderRow(row)) return t('list.folderRow', { name });
  const ext = itemExtension(row).toUpperCase();
  const size = row.fileSize || formatFileSize(row.totalSize);
  return ext ? t('list.fileRow', { name, type: ext, size }) : t('list.fileRowNoType', { name, size });
}
