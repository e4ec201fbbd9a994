/**
 * File reading calls: the folder listing, file info, ancestors, search by name with paths, the operation
 * log, the recent list, the recycle bin and the overdue system files.
 *
 * ASSUMED (not shown by the spec):
 * - showPageByDirId answers a page `{records, total, size, current, pages}` (default size 40). Folder rows:
 *   {id, directoryId, directoryName, fileName (= directoryName), fatherDirectoryId, dataType: 0, status,
 *   createTime, updateTime, uploader}. File rows: every file field except versions, plus id (= fileId),
 *   dataType 1, status 'normal' | 'expired', fileSize (e.g. '1.2 MB') and versionCount. `fileName` filters
 *   folders and files of this folder by substring; orderColumn also accepts fileName / updateTime /
 *   editDate; an unknown column or order is refused. Listing a void folder is refused. ASSUMED `signName`:
 *   only the caller's files of this folder under that favourites label, no folders.
 * - getInfo/{id} answers a file row plus versions (oldest first), path [{dirId, dirName}] and
 *   userFileLevel (the caller's file level on it); void files too (recycle bin details). It records the file
 *   in the caller's recent list, as preview does.
 * - getFatherIds/{id} answers folder ids from the root ('0') to the file's folder.
 * - getFatherDirPathByFileName answers at most 200 matches {fileId, fileName, fileType, dirId, status,
 *   path, pathName}.
 * - showFilesLogPage {current, size, fileId?, operation?}: without fileId, the log of every file the caller
 *   may see; newest first; rows {logId, fileId, fileName, operation, operator, operatorId, operateTime,
 *   revision, remark}.
 * - showHistoryFile answers the caller's recent files (file rows), newest first, at most 8.
 * - POST /files/showVoidPage/ {current, size, fileName?, type?, kind?, voidedBy?, from?, to?, orderColumn?,
 *   order?}: the recycle bin (file rows plus dirName, purgeTime and the caller's levels), newest void first.
 *   `kind` is documents, images, video, archives or other, by the file's extension (src/lib/file-kinds.ts);
 *   any other kind is refused. Reading
 *   it first purges voided files older than the retention setting (paramConfig.recycleBinMonths, 3 by
 *   default; system files excepted). orderColumn: file_name,
 *   voided_at, file_type, total_size; from / to ('YYYY-MM-DD HH:mm:ss') bound voidedAt.
 * - selectExpireSysFile (query current?, size?, fileName?, orderColumn?, order?): expired system files the
 *   caller may see, as a page, oldest effective date first (plus dirName and the caller's levels).
 *   orderColumn: file_name, edit_date.
 * - showVoidPage and selectExpireSysFile are only for users whose menu offers their screen (/abandonpage,
 *   /sysOvFileList); others get errno 403.
 * - The caller's levels on each row: userDirLevel (0–7) and userFileLevel (0–50), so that a screen offers
 *   restore / delete (file level 50 or directory level 7) or a new effective date (file level 50 or
 *   directory level 5) only where the server would allow it. purgeTime: when the bin deletes the file for
 *   good (voidedAt + 3 months), null for system files (kept).
 */
import { http, type HttpHandler } from 'msw';
import { isFileKind } from '../../src/lib/file-kinds';
import { withScreen, withUser } from '../auth';
import { commit } from '../db';
import {
  fatherIdsOf,
  fileRow,
  fileStatus,
  findFilesByName,
  listFolder,
  orderColumnOf,
  purgeRecycleBin,
  retentionMonths,
  recycleBin,
  rememberRecent,
} from '../db/files';
import { folderIsActive, pathOf } from '../db/folders';
import { canSeeFolder, fileLevelOf, folderAccess, folderAccessMap } from '../db/permissions';
import type { Access } from '../db/permissions';
import type { Db, DmsFile, User } from '../db/schema';
import { api, denied, invalid, langOf, ok, paginate } from '../http';
import { findFile, folderNotFound, folderVoided } from './guards';
import { dateTimeInput, pageInput, readInput, str, type Input } from './request';

type SortKey = 'fileName' | 'voidedAt' | 'fileType' | 'totalSize' | 'editDate';
const BIN_ORDER_COLUMNS: Record<string, SortKey> = {
  file_name: 'fileName',
  voided_at: 'voidedAt',
  file_type: 'fileType',
  total_size: 'totalSize',
};
const EXPIRED_ORDER_COLUMNS: Record<string, SortKey> = { file_name: 'fileName', edit_date: 'editDate' };

/** orderColumn / order of a list call: null for none, a refusal when unknown. */
function sortInput(request: Request, input: Input, columns: Record<string, SortKey>) {
  const columnText = str(input.orderColumn);
  const orderText = str(input.order);
  if (orderText && orderText !== 'ASC' && orderText !== 'DESC')
    return invalid(request, 'The order must be ASC or DESC', '排序方式须为 ASC 或 DESC');
  if (!columnText) return null;
  const column = columns[columnText];
  if (!column) return invalid(request, 'Unknown sort column', '不支持的排序字段');
  return { column, direction: orderText === 'DESC' ? -1 : 1 };
}

function sortRows<R extends Partial<Record<SortKey, unknown>>>(rows: R[], column: SortKey, direction: number) {
  rows.sort((a, b) => {
    const [x, y] = [a[column] ?? '', b[column] ?? ''];
    if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
    return direction * String(x).localeCompare(String(y), 'en', { numeric: true, sensitivity: 'base' });
  });
}

/** When the recycle bin deletes a voided file for good; null for system files (kept). */
function purgeTimeOf(file: Pick<DmsFile, 'isSystem' | 'voidedAt'>, months: number): string | null {
  if (file.isSystem || !file.voidedAt) return null;
  const at = new Date(file.voidedAt);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString();
}

/** The caller's directory and file levels on a file (what decides restore, delete and date changes). */
function levelsOn(database: Db, user: User, access: Map<string, Access>, fileId: string) {
  const file = database.files.get(fileId)!;
  const folder = access.get(file.dirId);
  return { userDirLevel: folder?.dirLevel ?? 0, userFileLevel: folder ? Math.max(0, fileLevelOf(database, user, file, folder)) : 0 };
}

export const filesHandlers: HttpHandler[] = [
  http.post(
    api('/files/showPageByDirId'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const dirId = str(input.dirId);
      const { current, size } = pageInput(input, 40);
      if (!dirId) return invalid(request, 'dirId is required', '目录ID不能为空');
      if (!database.folders.has(dirId)) return folderNotFound(request);
      if (!canSeeFolder(folderAccess(database, user, dirId))) return denied(request);
      if (!folderIsActive(database, dirId)) return folderVoided(request);
      const columnText = str(input.orderColumn);
      const orderColumn = columnText ? orderColumnOf(columnText) : undefined;
      if (orderColumn === null) return invalid(request, 'Unknown sort column', '不支持的排序字段');
      const orderText = str(input.order).toUpperCase();
      if (orderText && orderText !== 'ASC' && orderText !== 'DESC')
        return invalid(request, 'The order must be ASC or DESC', '排序方式须为 ASC 或 DESC');
      const rows = listFolder(database, user, dirId, {
        fileName: str(input.fileName),
        signName: str(input.signName) || undefined,
        orderColumn,
        order: (orderText || undefined) as 'ASC' | 'DESC' | undefined,
      });
      return ok(paginate(rows, current, size));
    }),
  ),

  http.get(
    api('/files/getInfo/:id'),
    withUser(({ request, params, user, database }) => {
      const found = findFile(request, database, user, String(params.id));
      if (found instanceof Response) return found;
      const { file, level } = found;
      rememberRecent(database, user, file.fileId);
      commit();
      return ok({ ...fileRow(file), versions: file.versions, path: pathOf(database, file.dirId, langOf(request)), userFileLevel: level });
    }),
  ),

  http.get(
    api('/files/getFatherIds/:id'),
    withUser(({ request, params, user, database }) => {
      const found = findFile(request, database, user, String(params.id));
      if (found instanceof Response) return found;
      return ok(fatherIdsOf(database, found.file));
    }),
  ),

  http.get(
    api('/files/getFatherDirPathByFileName'),
    withUser(async ({ request, user, database }) => {
      const fileName = str((await readInput(request)).fileName);
      if (!fileName) return invalid(request, 'Please enter at least one character', '请至少输入一个字符');
      return ok(findFilesByName(database, user, fileName, langOf(request)));
    }),
  ),

  http.post(
    api('/files/showFilesLogPage'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const fileId = str(input.fileId);
      const operation = str(input.operation);
      if (fileId) {
        const found = findFile(request, database, user, fileId);
        if (found instanceof Response) return found;
      }
      const access = fileId ? null : folderAccessMap(database, user);
      const rows = database.fileLogs.filter((log) => {
        if (fileId ? log.fileId !== fileId : false) return false;
        if (operation && log.operation !== operation) return false;
        if (!access) return true;
        const file = database.files.get(log.fileId);
        const folder = file && access.get(file.dirId);
        return !!file && !!folder && fileLevelOf(database, user, file, folder) >= 0;
      });
      rows.sort((a, b) => b.operateTime.localeCompare(a.operateTime) || Number(b.logId) - Number(a.logId));
      return ok(paginate(rows, current, size));
    }),
  ),

  http.get(
    api('/files/showHistoryFile'),
    withUser(({ user, database }) => {
      const now = Date.now();
      const rows = (database.recentFiles[user.userId] ?? [])
        .map((id) => database.files.get(id))
        .filter((file): file is DmsFile => !!file && file.status !== 'void' && fileLevelOf(database, user, file) >= 0)
        .map((file) => fileRow(file, now));
      return ok(rows);
    }),
  ),

  http.post(
    api('/files/showVoidPage'),
    withScreen('/abandonpage', async ({ request, user, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const order = sortInput(request, input, BIN_ORDER_COLUMNS);
      if (order instanceof Response) return order;
      const kind = str(input.kind);
      if (kind && !isFileKind(kind)) return invalid(request, 'Unknown kind of file', '不支持的文件类别');
      if (purgeRecycleBin(database) > 0) commit();
      const access = folderAccessMap(database, user);
      const rows = recycleBin(database, user, {
        fileName: str(input.fileName),
        type: str(input.type),
        kind: kind && isFileKind(kind) ? kind : undefined,
        voidedBy: str(input.voidedBy),
        from: dateTimeInput(input.from),
        to: dateTimeInput(input.to),
      }).map((row) => ({
        ...row,
        purgeTime: purgeTimeOf(row, retentionMonths(database)),
        ...levelsOn(database, user, access, row.fileId),
      }));
      if (order) sortRows(rows, order.column, order.direction);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.get(
    api('/files/selectExpireSysFile'),
    withScreen('/sysOvFileList', async ({ request, user, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      const order = sortInput(request, input, EXPIRED_ORDER_COLUMNS);
      if (order instanceof Response) return order;
      const needle = str(input.fileName).toLowerCase();
      const access = folderAccessMap(database, user);
      const now = Date.now();
      const rows = [...database.files.values()]
        .filter((file) => {
          const folder = access.get(file.dirId);
          if (needle && !file.fileName.toLowerCase().includes(needle)) return false;
          return file.isSystem && fileStatus(file, now) === 'expired' && !!folder && fileLevelOf(database, user, file, folder) >= 0;
        })
        .sort((a, b) => a.editDate.localeCompare(b.editDate))
        .map((file) => ({
          ...fileRow(file, now),
          dirName: database.folders.get(file.dirId)?.directoryName ?? '',
          ...levelsOn(database, user, access, file.fileId),
        }));
      if (order) sortRows(rows, order.column, order.direction);
      return ok(paginate(rows, current, size));
    }),
  ),
];
