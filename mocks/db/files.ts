/** File rules: status, rows, names, listing, logs, recent history and the recycle bin. */
// The app's own list of file kinds (the bin's kind filter finds what the screen's filter offers) and its
// viewer registry (the mock previews what the app has a viewer for).
import { fileKindOf, type FileKind } from '../../src/lib/file-kinds';
import { nameMatchRank } from '../../src/lib/names';
import { PREVIEWABLE_EXTENSIONS, VIDEO_EXTENSIONS, viewerOf } from '../../src/lib/viewers';
import { compareNames, folderChain, pathOf } from './folders';
import { canSeeFolder, fileLevelOf, folderAccess, folderAccessMap, type Access } from './permissions';
import { nextId, nowIso } from './records';
import type { Db, DmsFile, FileOperation, FileStatus, Folder, Id, User } from './schema';

export const RECENT_LIMIT = 8;
export const RECYCLE_BIN_MONTHS = 3;

/** Months the bin keeps voided files: the system setting (/fileParam/saveParamConfig), else the spec's 3. */
export const retentionMonths = (database: Db): number => {
  const months = Number(database.paramConfig?.recycleBinMonths);
  return Number.isInteger(months) && months > 0 ? months : RECYCLE_BIN_MONTHS;
};
export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

export const PREVIEWABLE_TYPES = PREVIEWABLE_EXTENSIONS.map((ext) => `.${ext}`);
export const VIDEO_TYPES = VIDEO_EXTENSIONS.map((ext) => `.${ext}`);
/** ASSUMED: the formats the upload refuses ('File format is not correct'). */
export const BLOCKED_TYPES = ['.exe', '.bat', '.cmd', '.com', '.msi', '.sh', '.ps1', '.vbs', '.js', '.scr', '.dll', '.jar'];

export type PreviewKind = 'pdf' | 'office' | 'image' | 'text' | 'table' | 'mail' | 'archive' | 'video' | 'none';
export function previewKind(fileType: string): PreviewKind {
  const viewer = viewerOf(fileType);
  if (!viewer) return 'none';
  if ('video' in viewer) return 'video';
  if ('office' in viewer) return 'office';
  switch (viewer.id) {
    case 'pdf':
    case 'table':
    case 'mail':
    case 'archive':
      return viewer.id;
    case 'image':
    case 'tiff':
    case 'heic':
      return 'image';
    default:
      return 'text';
  }
}

/** void when voided; expired once the effective date (editDate) has passed; else normal. */
export function fileStatus(file: DmsFile, now = Date.now()): FileStatus {
  if (file.status === 'void') return 'void';
  return Date.parse(file.editDate) < now ? 'expired' : 'normal';
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

export type FileRow = Omit<DmsFile, 'versions' | 'contentKey' | 'status'> & {
  id: Id;
  dataType: 1;
  status: FileStatus;
  /** Human-readable size, e.g. '1.2 MB'. */
  fileSize: string;
  versionCount: number;
};

export function fileRow(file: DmsFile, now = Date.now()): FileRow {
  const { versions, contentKey: _contentKey, ...rest } = file;
  return {
    ...rest,
    id: file.fileId,
    dataType: 1,
    status: fileStatus(file, now),
    fileSize: formatSize(file.totalSize),
    versionCount: versions.length + 1,
  };
}

export interface FolderRow {
  id: Id;
  directoryId: Id;
  directoryName: string;
  fileName: string;
  fatherDirectoryId: Id;
  dataType: 0;
  status: Folder['status'];
  createTime: string;
  updateTime: string;
  uploader: string;
}

export const folderRow = (folder: Folder): FolderRow => ({
  id: folder.id,
  directoryId: folder.id,
  directoryName: folder.directoryName,
  fileName: folder.directoryName,
  fatherDirectoryId: folder.fatherDirectoryId,
  dataType: 0,
  status: folder.status,
  createTime: folder.createTime,
  updateTime: folder.updateTime,
  uploader: folder.createdBy,
});

/** Whether a normal or expired file of that name (any case) is already in the folder. */
export function nameTakenInFolder(database: Db, dirId: Id, fileName: string, exceptFileId?: Id): boolean {
  const lower = fileName.toLowerCase();
  for (const file of database.files.values()) {
    if (file.dirId === dirId && file.status !== 'void' && file.fileId !== exceptFileId && file.fileName.toLowerCase() === lower)
      return true;
  }
  return false;
}

/** Who did something: a user, or the system itself (the recycle-bin purge). */
export type Operator = Pick<User, 'userId' | 'username'>;
const SYSTEM_OPERATOR: Operator = { userId: '0', username: 'System' };

export function logOperation(database: Db, file: DmsFile, operation: FileOperation, user: Operator, remark = '') {
  database.fileLogs.push({
    logId: nextId(database, 'log'),
    fileId: file.fileId,
    fileName: file.fileName,
    operation,
    operator: user.username,
    operatorId: user.userId,
    operateTime: nowIso(),
    revision: file.revision,
    remark,
  });
}

/** Put the file at the front of the user's recent list (at most 8). */
export function rememberRecent(database: Db, user: User, fileId: Id) {
  const list = (database.recentFiles[user.userId] ?? []).filter((id) => id !== fileId);
  list.unshift(fileId);
  database.recentFiles[user.userId] = list.slice(0, RECENT_LIMIT);
}

// ── Listing ─────────────────────────────────────────────────────────────────────────────────────

export const ORDER_COLUMNS = ['file_name', 'update_time', 'edit_date'] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];
const ORDER_ALIASES: Record<string, OrderColumn> = { fileName: 'file_name', updateTime: 'update_time', editDate: 'edit_date' };

/** The column from 'file_name' | 'update_time' | 'edit_date' (camelCase accepted); null when unknown. */
export function orderColumnOf(value: string): OrderColumn | null {
  if ((ORDER_COLUMNS as readonly string[]).includes(value)) return value as OrderColumn;
  return ORDER_ALIASES[value] ?? null;
}

export interface ListOptions {
  fileName?: string;
  /** Only files the user filed under this favourites label (ASSUMED `signName` of the list query); no folders. */
  signName?: string;
  orderColumn?: OrderColumn;
  order?: 'ASC' | 'DESC';
}

/**
 * A folder's rows: visible normal subfolders first (dataType 0), then its normal and expired files the user
 * may see (dataType 1). `fileName` filters both by a case-insensitive substring. Without an order, folders
 * go by name and files by update time, newest first.
 */
export function listFolder(database: Db, user: User, dirId: Id, options: ListOptions = {}): (FolderRow | FileRow)[] {
  const needle = options.fileName?.toLowerCase() ?? '';
  const labelled = options.signName
    ? new Set(
        database.signs.filter((sign) => sign.userId === user.userId && sign.signName === options.signName).map((sign) => sign.fileNum),
      )
    : null;
  const access = folderAccess(database, user, dirId);
  const folders: Folder[] = [];
  for (const folder of database.folders.values()) {
    if (labelled || folder.fatherDirectoryId !== dirId || folder.status !== 'normal') continue;
    if (needle && !folder.directoryName.toLowerCase().includes(needle)) continue;
    if (canSeeFolder(folderAccess(database, user, folder.id))) folders.push(folder);
  }
  const files: DmsFile[] = [];
  for (const file of database.files.values()) {
    if (file.dirId !== dirId || file.status === 'void') continue;
    if (labelled && !labelled.has(file.fileId)) continue;
    if (needle && !file.fileName.toLowerCase().includes(needle)) continue;
    if (fileLevelOf(database, user, file, access) >= 0) files.push(file);
  }
  const direction = options.order === 'DESC' ? -1 : 1;
  const column = options.orderColumn;
  if (column === 'update_time') folders.sort((a, b) => direction * a.updateTime.localeCompare(b.updateTime));
  else folders.sort((a, b) => (column ? direction : 1) * compareNames(a.directoryName, b.directoryName));
  if (column === 'file_name') files.sort((a, b) => direction * compareNames(a.fileName, b.fileName));
  else if (column === 'edit_date') files.sort((a, b) => direction * a.editDate.localeCompare(b.editDate));
  else if (column === 'update_time') files.sort((a, b) => direction * a.updateTime.localeCompare(b.updateTime));
  else files.sort((a, b) => b.updateTime.localeCompare(a.updateTime));
  const now = Date.now();
  return [...folders.map(folderRow), ...files.map((f) => fileRow(f, now))];
}

/** Files the user may see anywhere, whose name contains `fileName`, with their folder paths. */
export function findFilesByName(database: Db, user: User, fileName: string, lang: 'en' | 'zh', limit = 200) {
  const needle = fileName.toLowerCase();
  const access = folderAccessMap(database, user);
  const found: DmsFile[] = [];
  for (const file of database.files.values()) {
    if (file.status === 'void' || !file.fileName.toLowerCase().includes(needle)) continue;
    const folder = access.get(file.dirId);
    if (!folder || fileLevelOf(database, user, file, folder) < 0) continue;
    found.push(file);
  }
  // The name itself first, then names that start with the text, then the rest; the limit cuts the last.
  const rank = (name: string) => nameMatchRank(name, fileName);
  found.sort((a, b) => rank(a.fileName) - rank(b.fileName) || compareNames(a.fileName, b.fileName));
  return found.slice(0, limit).map((file) => {
    const path = pathOf(database, file.dirId, lang);
    return {
      fileId: file.fileId,
      fileName: file.fileName,
      fileType: file.fileType,
      dirId: file.dirId,
      status: fileStatus(file),
      path,
      pathName: path.map((p) => p.dirName).join(' / '),
    };
  });
}

/** Whether any file, even one in the recycle bin, lives in the folder. */
export function folderHasFiles(database: Db, dirId: Id): boolean {
  for (const file of database.files.values()) if (file.dirId === dirId) return true;
  return false;
}

/** Folder ids from the root to the file's folder. */
export const fatherIdsOf = (database: Db, file: DmsFile) => folderChain(database, file.dirId).map((f) => f.id);

// ── Recycle bin ─────────────────────────────────────────────────────────────────────────────────

/** Remove a file for good: its bytes, favourites, recent entries and single-file grants go with it. */
export function deleteFilePermanently(database: Db, file: DmsFile, user: Operator) {
  logOperation(database, file, 'delete', user);
  for (const key of [file.contentKey, ...file.versions.map((v) => v.contentKey)]) if (key) database.contents.delete(key);
  database.files.delete(file.fileId);
  database.signs = database.signs.filter((s) => s.fileNum !== file.fileId);
  database.fileGrants = database.fileGrants.filter((g) => g.fileId !== file.fileId);
  for (const userId of Object.keys(database.recentFiles)) {
    database.recentFiles[userId] = database.recentFiles[userId].filter((id) => id !== file.fileId);
  }
}

/** Voided files older than the retention go for good, system files excepted. Returns how many went. */
export function purgeRecycleBin(database: Db, now = Date.now()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths(database));
  const stale = [...database.files.values()].filter(
    (f) => f.status === 'void' && !f.isSystem && f.voidedAt !== null && Date.parse(f.voidedAt) < cutoff.getTime(),
  );
  for (const file of stale) deleteFilePermanently(database, file, SYSTEM_OPERATOR);
  return stale.length;
}

export interface BinFilter {
  fileName?: string;
  type?: string;
  /** documents, images, video, archives or other (src/lib/file-kinds.ts). */
  kind?: FileKind;
  voidedBy?: string;
  from?: string | null;
  to?: string | null;
}

/** Voided files in folders the user may see, newest void first. */
export function recycleBin(database: Db, user: User, filter: BinFilter) {
  const access = folderAccessMap(database, user);
  const name = filter.fileName?.toLowerCase() ?? '';
  const type = filter.type ? (filter.type.startsWith('.') ? filter.type : `.${filter.type}`).toLowerCase() : '';
  const voidedBy = filter.voidedBy?.toLowerCase() ?? '';
  const rows: (FileRow & { dirName: string })[] = [];
  for (const file of database.files.values()) {
    if (file.status !== 'void') continue;
    const folder: Access | undefined = access.get(file.dirId);
    if (!folder || fileLevelOf(database, user, file, folder) < 0) continue;
    if (name && !file.fileName.toLowerCase().includes(name)) continue;
    if (type && file.fileType !== type) continue;
    if (filter.kind && fileKindOf(file.fileType || file.fileName) !== filter.kind) continue;
    if (voidedBy && !(file.voidedBy ?? '').toLowerCase().includes(voidedBy)) continue;
    if (filter.from && (file.voidedAt ?? '') < filter.from) continue;
    if (filter.to && (file.voidedAt ?? '') > filter.to) continue;
    rows.push({ ...fileRow(file), dirName: database.folders.get(file.dirId)?.directoryName ?? '' });
  }
  return rows.sort((a, b) => (b.voidedAt ?? '').localeCompare(a.voidedAt ?? ''));
}
