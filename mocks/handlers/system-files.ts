/**
 * The system file manifest and exports: POST /file/showSystemListPage/{current}/{page}, POST
 * /export/excel/sysFile and POST /export/excel/exportFile.
 *
 * ASSUMED (not shown by the spec):
 * - showSystemListPage: {page} is the page size; body filters {fileName?, documentNumber?,
 *   leadingDepartment?, documentCategory?, status? ('normal' | 'expired'), orderColumn?, order?},
 *   substring matches; rows are file rows of the system files the caller may see (void excluded), by
 *   document number unless `orderColumn` is one of document_number, file_name, revision, edit_date,
 *   update_time, leading_department, document_category. It and export/excel/sysFile are only for users whose
 *   menu offers /exportfilelist (else errno 403).
 * - export/excel/sysFile: the same filters and order, no paging: a real .xlsx workbook (sheet 'Manifest')
 *   holding every matching row in the order the list gives them, named 'system-file-manifest-YYYYMMDD.xlsx'
 *   ('体系文件清单-YYYYMMDD.xlsx' in Chinese).
 * - export/excel/exportFile {directoryId, type?: 'current' | 'all' (subfolders too), fileName?,
 *   documentNumber?, status?}: the folder's files (every file, not only system files; void excluded) the
 *   caller may see, by file name; needs level 1 on the folder; a workbook (sheet 'Files') with a Folder
 *   column, named '{folder name}-manifest-YYYYMMDD.xlsx' ('{folder name}-文件清单-YYYYMMDD.xlsx').
 */
import { http, type HttpHandler } from 'msw';
import { withScreen, withUser } from '../auth';
import { fileRow, fileStatus, type FileRow } from '../db/files';
import { compareNames, subtreeIds } from '../db/folders';
import { canSeeFolder, fileLevelOf, folderAccess, folderAccessMap } from '../db/permissions';
import type { Db, DmsFile, User } from '../db/schema';
import { api, denied, invalid, langOf, ok, paginate } from '../http';
import { folderNotFound } from './guards';
import { dateStamp, displayTime, orderOf, xlsxResponse, type ExcelColumn } from './report-common';
import { int, readInput, str, type Input } from './request';

const STATUS_TEXT: Record<string, [string, string]> = {
  normal: ['Normal', '正常'],
  expired: ['Expired', '已过期'],
  void: ['Void', '已作废'],
};

const manifestColumns = (zh: boolean): ExcelColumn<FileRow>[] => [
  { header: ['Document number', '文件编号'], value: (r) => r.documentNumber, width: 16 },
  { header: ['File name', '文件名称'], value: (r) => r.fileName, width: 48 },
  { header: ['Revision', '版本'], value: (r) => r.revision, width: 9 },
  { header: ['Status', '状态'], value: (r) => STATUS_TEXT[r.status][zh ? 1 : 0], width: 10 },
  { header: ['Effective date', '生效日期'], value: (r) => displayTime(r.editDate), width: 20 },
  { header: ['Updated', '更新时间'], value: (r) => displayTime(r.updateTime), width: 20 },
  { header: ['Leading department', '主导部门'], value: (r) => r.leadingDepartment, width: 20 },
  { header: ['Document category', '文件类别'], value: (r) => r.documentCategory, width: 18 },
  { header: ['File level', '文件层级'], value: (r) => r.fileLevel, width: 24 },
  { header: ['Archive area', '归档区域'], value: (r) => r.archiveArea, width: 22 },
  { header: ['Publisher', '发布人'], value: (r) => r.publisher, width: 16 },
  { header: ['Size', '大小'], value: (r) => r.fileSize, width: 10 },
];

const SORT_COLUMNS: Record<string, (row: DmsFile) => string | number> = {
  document_number: (f) => f.documentNumber,
  file_name: (f) => f.fileName,
  revision: (f) => f.revision,
  edit_date: (f) => f.editDate,
  update_time: (f) => f.updateTime,
  leading_department: (f) => f.leadingDepartment,
  document_category: (f) => f.documentCategory,
};

const TEXT_FILTERS = ['fileName', 'documentNumber', 'leadingDepartment', 'documentCategory'] as const;

function matchesFilters(file: DmsFile, input: Input, now: number) {
  const status = str(input.status);
  if (status && fileStatus(file, now) !== status) return false;
  return TEXT_FILTERS.every((key) => {
    const needle = str(input[key]).toLowerCase();
    return !needle || file[key].toLowerCase().includes(needle);
  });
}

/** The manifest rows under the filters and order, or the refusal of a bad order. */
function systemRows(request: Request, database: Db, user: User, input: Input): FileRow[] | Response {
  const compare = orderOf<DmsFile>(
    request,
    input,
    SORT_COLUMNS,
    (a, b) => compareNames(a.documentNumber, b.documentNumber) || compareNames(a.fileName, b.fileName),
  );
  if (compare instanceof Response) return compare;
  const access = folderAccessMap(database, user);
  const now = Date.now();
  return [...database.files.values()]
    .filter((file) => {
      if (!file.isSystem || file.status === 'void') return false;
      const folder = access.get(file.dirId);
      if (!folder || fileLevelOf(database, user, file, folder) < 0) return false;
      return matchesFilters(file, input, now);
    })
    .sort(compare)
    .map((file) => fileRow(file, now));
}

export const systemFilesHandlers: HttpHandler[] = [
  http.post(
    api('/file/showSystemListPage/:current/:page'),
    withScreen('/exportfilelist', async ({ request, params, user, database }) => {
      const rows = systemRows(request, database, user, await readInput(request));
      if (rows instanceof Response) return rows;
      return ok(paginate(rows, int(params.current, 1), Math.min(1000, int(params.page, 10))));
    }),
  ),

  http.post(
    api('/export/excel/sysFile'),
    withScreen('/exportfilelist', async ({ request, user, database }) => {
      const rows = systemRows(request, database, user, await readInput(request));
      if (rows instanceof Response) return rows;
      const zh = langOf(request) === 'zh';
      const name = zh ? `体系文件清单-${dateStamp()}.xlsx` : `system-file-manifest-${dateStamp()}.xlsx`;
      return xlsxResponse(request, zh ? '体系文件清单' : 'Manifest', name, manifestColumns(zh), rows);
    }),
  ),

  http.post(
    api('/export/excel/exportFile'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const dirId = str(input.directoryId);
      if (!dirId) return invalid(request, 'directoryId is required', '目录ID不能为空');
      const type = str(input.type) || 'current';
      if (type !== 'current' && type !== 'all') return invalid(request, "type must be 'current' or 'all'", "type 须为 'current' 或 'all'");
      const folder = database.folders.get(dirId);
      if (!folder) return folderNotFound(request);
      if (!canSeeFolder(folderAccess(database, user, dirId))) return denied(request);
      const dirs = type === 'all' ? subtreeIds(database, dirId) : new Set([dirId]);
      const access = folderAccessMap(database, user);
      const now = Date.now();
      const rows = [...database.files.values()]
        .filter((file) => {
          const where = access.get(file.dirId);
          return (
            dirs.has(file.dirId) &&
            file.status !== 'void' &&
            !!where &&
            fileLevelOf(database, user, file, where) >= 0 &&
            matchesFilters(file, input, now)
          );
        })
        .sort((a, b) => compareNames(a.fileName, b.fileName))
        .map((file) => ({ ...fileRow(file, now), folderName: database.folders.get(file.dirId)?.directoryName ?? '' }));
      const zh = langOf(request) === 'zh';
      const columns: ExcelColumn<FileRow & { folderName: string }>[] = [
        { header: ['Folder', '文件夹'], value: (r) => r.folderName, width: 28 },
        ...manifestColumns(zh),
      ];
      const folderName = dirId === '0' ? (zh ? '全部文档' : 'All documents') : folder.directoryName;
      const name = `${folderName.replace(/[\\/:*?"<>|]/g, '_')}-${zh ? '文件清单' : 'manifest'}-${dateStamp()}.xlsx`;
      return xlsxResponse(request, zh ? '文件清单' : 'Files', name, columns, rows);
    }),
  ),
];
