import { compileTranslation } from '@/lib/compiled-translation';
import { formatFileSize, itemExtension } from '@/lib/file-types';
import { isFolderRow, type ListRow } from './types';
import { revealBidi } from '@/lib/names';

export const displayName = (row: ListRow) => (isFolderRow(row) ? row.directoryName || row.fileName : row.fileName);

/** The name as it may be shown: bidirectional controls visible (see revealBidi). */
const shownName = (row: ListRow) => revealBidi(displayName(row));

/** The accessible name of a row: name, type and size ('Plan.docx, DOCX file, 1.2 MB'; 'Drawings, folder'). */
export function rowLabel(row: ListRow, t: (key: string, options?: Record<string, unknown>) => string): string {
  const name = shownName(row);
  if (isFolderRow(row)) return t('list.folderRow', { name });
  const ext = itemExtension(row).toUpperCase();
  const size = row.fileSize || formatFileSize(row.totalSize);
  return ext ? t('list.fileRow', { name, type: ext, size }) : t('list.fileRowNoType', { name, size });
}

/** The labels every row of the list carries, compiled once per language (see compileTranslation). */
export function rowLabels(t: (key: string, options?: Record<string, unknown>) => string) {
  const tr = t as (key: string, options: Record<string, string>) => string;
  const folderRow = compileTranslation(tr, 'list.folderRow', ['name']);
  const fileRow = compileTranslation(tr, 'list.fileRow', ['name', 'type', 'size']);
  const fileRowNoType = compileTranslation(tr, 'list.fileRowNoType', ['name', 'size']);
  return {
    /** As rowLabel. */
    row: (row: ListRow) => {
      const name = shownName(row);
      if (isFolderRow(row)) return folderRow({ name });
      const type = itemExtension(row).toUpperCase();
      const size = row.fileSize || formatFileSize(row.totalSize);
      return type ? fileRow({ name, type, size }) : fileRowNoType({ name, size });
    },
    select: compileTranslation(tr, 'list.select', ['name']),
    details: compileTranslation(tr, 'details.openFor', ['name']),
    more: compileTranslation(tr, 'rowActions.more', ['name']),
    detailsTip: t('details.open'),
    expired: t('status.expired'),
  };
}

export type RowLabels = ReturnType<typeof rowLabels>;
