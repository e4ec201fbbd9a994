/**
 * The columns of the file list (spec §2: file size, document number, publisher, updater, uploader,
 * location, leading department, archive area, document category, file level, email notifier) plus the
 * update time and effective date the list sorts by. The name column is always shown; the others can be
 * shown or hidden with the column chooser, and the choice is remembered on this device. Until the user
 * chooses, the list shows the few that fit beside the folder tree on a 1440 px screen (DEFAULT_COLUMN_KEYS).
 */
import dayjs from 'dayjs';
import { formatFileSize } from '@/lib/file-types';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/storage';
import { isFileRow, type ListRow, type SortField } from '../shared/types';

export type ColumnKey =
  | 'fileSize'
  | 'updateTime'
  | 'editDate'
  | 'documentNumber'
  | 'publisher'
  | 'updater'
  | 'uploader'
  | 'location'
  | 'leadingDepartment'
  | 'archiveArea'
  | 'documentCategory'
  | 'fileLevel'
  | 'emailNotifier';

export interface ColumnDef {
  key: ColumnKey;
  width: number;
  sortField?: SortField;
  value: (row: ListRow) => string;
}

const fileText = (field: keyof Extract<ListRow, { dataType: 1 }>) => (row: ListRow) => (isFileRow(row) ? String(row[field] ?? '') : '');

const formatted = (value: string | undefined, format: string) => {
  const day = value ? dayjs(value) : null;
  return day?.isValid() ? day.format(format) : '';
};
const dateTime = (value: string | undefined) => formatted(value, 'YYYY-MM-DD HH:mm');
const date = (value: string | undefined) => formatted(value, 'YYYY-MM-DD');

/** The name column's least width: it takes whatever width the other columns leave. */
export const NAME_COLUMN_WIDTH = 320;
export const SELECT_COLUMN_WIDTH = 40;
export const ACTIONS_COLUMN_WIDTH = 72;

export const COLUMNS: ColumnDef[] = [
  { key: 'fileSize', width: 100, value: (row) => (isFileRow(row) ? row.fileSize || formatFileSize(row.totalSize) : '') },
  { key: 'updateTime', width: 150, sortField: 'updateTime', value: (row) => dateTime(row.updateTime) },
  { key: 'editDate', width: 120, sortField: 'editDate', value: (row) => (isFileRow(row) ? date(row.editDate) : '') },
  { key: 'documentNumber', width: 150, value: fileText('documentNumber') },
  { key: 'publisher', width: 110, value: fileText('publisher') },
  { key: 'updater', width: 110, value: fileText('updater') },
  { key: 'uploader', width: 110, value: (row) => row.uploader ?? '' },
  { key: 'location', width: 120, value: fileText('location') },
  { key: 'leadingDepartment', width: 150, value: fileText('leadingDepartment') },
  { key: 'archiveArea', width: 150, value: fileText('archiveArea') },
  { key: 'documentCategory', width: 130, value: fileText('documentCategory') },
  { key: 'fileLevel', width: 170, value: fileText('fileLevel') },
  { key: 'emailNotifier', width: 200, value: fileText('emailNotifier') },
];

export const ALL_COLUMN_KEYS = COLUMNS.map((c) => c.key);
export const columnDef = (key: ColumnKey) => COLUMNS.find((c) => c.key === key)!;

/**
 * Shown until the user chooses: size and the two dates the list sorts by. With the name, the selection and
 * the actions they fit beside the folder tree at 1440 px with the side menu open; the
 * other columns are one click away in the column chooser.
 */
export const DEFAULT_COLUMN_KEYS: ColumnKey[] = ['fileSize', 'updateTime', 'editDate'];

/** The visible columns saved on this device (unknown keys dropped), else the default ones. */
export function loadVisibleColumns(): ColumnKey[] {
  const saved = readStored<unknown>(STORAGE_KEYS.fileListColumns);
  if (!Array.isArray(saved)) return DEFAULT_COLUMN_KEYS;
  return ALL_COLUMN_KEYS.filter((key) => saved.includes(key));
}

export function saveVisibleColumns(keys: ColumnKey[]): void {
  writeStored(
    STORAGE_KEYS.fileListColumns,
    ALL_COLUMN_KEYS.filter((key) => keys.includes(key)),
  );
}
