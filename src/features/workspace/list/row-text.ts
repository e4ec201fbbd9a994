import type { TFunction } from 'i18next';
import { compileTranslation } from '@/lib/compiled-translation';
import { formatFileSize, itemExtension } from '@/lib/file-types';
import { revealBidi } from '@/lib/names';
import { isFolderRow, type ListRow } from '../shared/types';

export const displayName = (row: ListRow) => (isFolderRow(row) ? row.directoryName || row.fileName : row.fileName);

/** The name as it may be shown: bidirectional controls visible (see revealBidi). */
const shownName = (row: ListRow) => revealBidi(displayName(row));

/** The labels every row of the list carries, compiled once per language (see compileTranslation). */
export function rowLabels(t: TFunction<'workspace'>) {
  const folderRow = compileTranslation((values) => t('list.folderRow', values), ['name']);
  const fileRow = compileTranslation((values) => t('list.fileRow', values), ['name', 'type', 'size']);
  const fileRowNoType = compileTranslation((values) => t('list.fileRowNoType', values), ['name', 'size']);
  return {
    /** The accessible name of a row: name, type and size ('Plan.docx, DOCX file, 1.2 MB'; 'Drawings, folder'). */
    row: (row: ListRow) => {
      const name = shownName(row);
      if (isFolderRow(row)) return folderRow({ name });
      const type = itemExtension(row).toUpperCase();
      const size = row.fileSize || formatFileSize(row.totalSize);
      return type ? fileRow({ name, type, size }) : fileRowNoType({ name, size });
    },
    select: compileTranslation((values) => t('list.select', values), ['name']),
    details: compileTranslation((values) => t('details.openFor', values), ['name']),
    more: compileTranslation((values) => t('rowActions.more', values), ['name']),
    detailsTip: t('details.open'),
    expired: t('status.expired'),
  };
}

export type RowLabels = ReturnType<typeof rowLabels>;
