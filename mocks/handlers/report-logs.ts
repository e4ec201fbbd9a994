/**
 * The operation log of log management (/logger): every file operation, with filters, and its export.
 *
 * ASSUMED (the spec shows only POST /files/showFilesLogPage {current, size, fileId}, one file's log; the
 * log management screen filters by user, action, file and date across all files):
 * - POST /operationLog/showPage {current, size, operator?, operation?, fileName?, from?, to?, orderColumn?,
 *   order?}: operator matches the operator's name or account by substring; operation is one of upload,
 *   update, preview, download, void, restart, restore, move, edit, changeEditDate, delete; fileName by
 *   substring; from / to bound operateTime ('YYYY-MM-DD HH:mm:ss', taken as UTC). Newest first unless
 *   orderColumn is one of operate_time, operator, operation, file_name. Rows {logId, fileId, fileName,
 *   operation, operator, operatorId, operateTime, revision, remark}. System managers see every entry;
 *   others the entries of files they may see now. Only for users whose menu offers /logger (else errno 403).
 * - POST /export/excel/operationLog: the same filters and order, no paging: a workbook (sheet 'Operation
 *   log') of every matching row, named 'operation-log-YYYYMMDD.xlsx' ('操作日志-YYYYMMDD.xlsx').
 */
import { http, type HttpHandler } from 'msw';
import { withScreen } from '../auth';
import { fileLevelOf, folderAccessMap, isAdmin } from '../db/permissions';
import type { Db, FileLog, FileOperation, User } from '../db/schema';
import { api, invalid, langOf, ok, paginate } from '../http';
import { contains, dateStamp, displayTime, inRange, orderOf, xlsxResponse, type ExcelColumn } from './report-common';
import { dateTimeInput, pageInput, readInput, str, type Input } from './request';

export const OPERATION_TEXT: Record<FileOperation, [string, string]> = {
  upload: ['Upload', '上传'],
  update: ['New version', '更新版本'],
  preview: ['Preview', '预览'],
  download: ['Download', '下载'],
  void: ['Void', '作废'],
  restart: ['Restart', '重新启用'],
  restore: ['Restore', '恢复'],
  move: ['Move', '移动'],
  edit: ['Edit', '编辑'],
  changeEditDate: ['Change effective date', '修改生效日期'],
  delete: ['Delete permanently', '彻底删除'],
};

const SORT_COLUMNS: Record<string, (row: FileLog) => string | number> = {
  operate_time: (l) => l.operateTime,
  operator: (l) => l.operator,
  operation: (l) => l.operation,
  file_name: (l) => l.fileName,
};

const newestFirst = (a: FileLog, b: FileLog) => b.operateTime.localeCompare(a.operateTime) || Number(b.logId) - Number(a.logId);

function logRows(request: Request, database: Db, user: User, input: Input): FileLog[] | Response {
  const operation = str(input.operation);
  if (operation && !(operation in OPERATION_TEXT)) return invalid(request, 'Unknown operation', '不支持的操作类型');
  const compare = orderOf<FileLog>(request, input, SORT_COLUMNS, newestFirst);
  if (compare instanceof Response) return compare;
  const operator = str(input.operator);
  const fileName = str(input.fileName);
  const from = dateTimeInput(input.from);
  const to = dateTimeInput(input.to);
  const accounts = new Map(database.users.map((u) => [u.userId, u.useraccount]));
  const admin = isAdmin(database, user);
  const access = admin ? null : folderAccessMap(database, user);
  return database.fileLogs
    .filter((log) => {
      if (operation && log.operation !== operation) return false;
      if (!contains(log.fileName, fileName) || !inRange(log.operateTime, from, to)) return false;
      if (operator && !contains(log.operator, operator) && !contains(accounts.get(log.operatorId), operator)) return false;
      if (!access) return true;
      const file = database.files.get(log.fileId);
      const folder = file && access.get(file.dirId);
      return !!file && !!folder && fileLevelOf(database, user, file, folder) >= 0;
    })
    .sort(compare);
}

const columns = (zh: boolean): ExcelColumn<FileLog>[] => [
  { header: ['Time', '操作时间'], value: (l) => displayTime(l.operateTime), width: 20 },
  { header: ['User', '操作人'], value: (l) => l.operator, width: 18 },
  { header: ['Action', '操作'], value: (l) => OPERATION_TEXT[l.operation][zh ? 1 : 0], width: 18 },
  { header: ['File', '文件'], value: (l) => l.fileName, width: 48 },
  { header: ['Revision', '版本'], value: (l) => l.revision, width: 9 },
  { header: ['Remark', '备注'], value: (l) => l.remark, width: 30 },
];

export const reportLogsHandlers: HttpHandler[] = [
  http.post(
    api('/operationLog/showPage'),
    withScreen('/logger', async ({ request, user, database }) => {
      const input = await readInput(request);
      const rows = logRows(request, database, user, input);
      if (rows instanceof Response) return rows;
      const { current, size } = pageInput(input, 10);
      return ok(paginate(rows, current, size));
    }),
  ),

  http.post(
    api('/export/excel/operationLog'),
    withScreen('/logger', async ({ request, user, database }) => {
      const rows = logRows(request, database, user, await readInput(request));
      if (rows instanceof Response) return rows;
      const zh = langOf(request) === 'zh';
      return xlsxResponse(
        request,
        zh ? '操作日志' : 'Operation log',
        `${zh ? '操作日志' : 'operation-log'}-${dateStamp()}.xlsx`,
        columns(zh),
        rows,
      );
    }),
  ),
];
