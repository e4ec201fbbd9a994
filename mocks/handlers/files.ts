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
 *   editDate; an unknown column or order is refused. Listing a void folder is refused.
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
 * - POST /files/showVoidPage/ {current, size, fileName?, type?, voidedBy?, from?, to?}: the recycle bin
 *   (file rows plus dirName), newest void first. Reading it first purges voided files older than 3 months
 *   (system files excepted).
 * - selectExpireSysFile (query current?, size?): expired system files the caller may see, as a page.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { commit } from '../db';
import {
  fatherIdsOf,
  fileRow,
  fileStatus,
  findFilesByName,
  listFolder,
  orderColumnOf,
  purgeRecycleBin,
  recycleBin,
  rememberRecent,
} from '../db/files';
import { folderIsActive, pathOf } from '../db/folders';
import { canSeeFolder, fileLevelOf, folderAccess, folderAccessMap } from '../db/permissions';
import type { DmsFile } from '../db/schema';
import { api, denied, invalid, langOf, ok, paginate } from '../http';
import { findFile, folderNotFound, folderVoided } from './guards';
import { dateInput, pageInput, readInput, str } from './request';

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
      if (orderText && orderText !== 'ASC' && orderText !== 'DESC') return invalid(request, 'The order must be ASC or DESC', '排序方式须为 ASC 或 DESC');
      const rows = listFolder(database, user, dirId, {
        fileName: str(input.fileName),
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
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const { current, size } = pageInput(input, 10);
      if (purgeRecycleBin(database) > 0) commit();
      const rows = recycleBin(database, user, {
        fileName: str(input.fileName),
        type: str(input.type),
        voidedBy: str(input.voidedBy),
        from: dateInput(input.from),
        to: dateInput(input.to),
      });
      return ok(paginate(rows, current, size));
    }),
  ),

  http.get(
    api('/files/selectExpireSysFile'),
    withUser(async ({ request, user, database }) => {
      const { current, size } = pageInput(await readInput(request), 10);
      const access = folderAccessMap(database, user);
      const now = Date.now();
      const rows = [...database.files.values()]
        .filter((file) => {
          const folder = access.get(file.dirId);
          return file.isSystem && fileStatus(file, now) === 'expired' && !!folder && fileLevelOf(database, user, file, folder) >= 0;
        })
        .sort((a, b) => a.editDate.localeCompare(b.editDate))
        .map((file) => fileRow(file, now));
      return ok(paginate(rows, current, size));
    }),
  ),
];
