/**
 * The system file manifest and exports: POST /file/showSystemListPage/{current}/{page}, POST
 * /export/excel/sysFile and POST /export/excel/exportFile.
 *
 * ASSUMED (not shown by the spec):
 * - showSystemListPage: {page} is the page size; body filters {fileName?, documentNumber?,
 *   leadingDepartment?, documentCategory?, status? ('normal' | 'expired')}, substring matches; rows are
 *   file rows of the system files the caller may see (void excluded), by document number.
 * - export/excel/sysFile: the same filters; export/excel/exportFile {directoryId, type?: 'current' | 'all'
 *   (subfolders too), fileName?}: needs level 1 on the folder. Both answer a CSV file (UTF-8 with BOM) with
 *   Content-Disposition, named system-files-YYYYMMDD.csv / files-{directoryId}-YYYYMMDD.csv.
 *   TODO(issue 8: real xlsx): answer .xlsx instead of CSV.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { contentDisposition } from '../db/file-content';
import { fileRow, fileStatus, type FileRow } from '../db/files';
import { compareNames, subtreeIds } from '../db/folders';
import { canSeeFolder, fileLevelOf, folderAccess, folderAccessMap } from '../db/permissions';
import type { Db, User } from '../db/schema';
import { api, denied, invalid, ok, paginate } from '../http';
import { folderNotFound } from './guards';
import { int, readInput, str, type Input } from './request';

const CSV_COLUMNS: [keyof FileRow, string][] = [
  ['documentNumber', 'Document number'],
  ['fileName', 'File name'],
  ['revision', 'Revision'],
  ['status', 'Status'],
  ['editDate', 'Effective date'],
  ['updateTime', 'Updated'],
  ['fileSize', 'Size'],
  ['publisher', 'Publisher'],
  ['updater', 'Updater'],
  ['uploader', 'Uploader'],
  ['location', 'Location'],
  ['leadingDepartment', 'Leading department'],
  ['archiveArea', 'Archive area'],
  ['documentCategory', 'Document category'],
  ['fileLevel', 'File level'],
  ['emailNotifier', 'Email notifier'],
];

const csvCell = (value: unknown) => {
  const text = Array.isArray(value) ? value.join('; ') : String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function csvResponse(rows: FileRow[], fileName: string) {
  const lines = [CSV_COLUMNS.map(([, title]) => title).join(','), ...rows.map((row) => CSV_COLUMNS.map(([key]) => csvCell(row[key])).join(','))];
  const bytes = new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
  return new HttpResponse(bytes as unknown as BodyInit, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': contentDisposition(fileName) },
  });
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

function systemRows(database: Db, user: User, input: Input): FileRow[] {
  const access = folderAccessMap(database, user);
  const now = Date.now();
  const filters = (['fileName', 'documentNumber', 'leadingDepartment', 'documentCategory'] as const)
    .map((key) => [key, str(input[key]).toLowerCase()] as const)
    .filter(([, value]) => value);
  const status = str(input.status);
  return [...database.files.values()]
    .filter((file) => {
      if (!file.isSystem || file.status === 'void') return false;
      const folder = access.get(file.dirId);
      if (!folder || fileLevelOf(database, user, file, folder) < 0) return false;
      if (status && fileStatus(file, now) !== status) return false;
      return filters.every(([key, value]) => file[key].toLowerCase().includes(value));
    })
    .sort((a, b) => compareNames(a.documentNumber, b.documentNumber))
    .map((file) => fileRow(file, now));
}

export const systemFilesHandlers: HttpHandler[] = [
  http.post(
    api('/file/showSystemListPage/:current/:page'),
    withUser(async ({ request, params, user, database }) => {
      const rows = systemRows(database, user, await readInput(request));
      return ok(paginate(rows, int(params.current, 1), Math.min(1000, int(params.page, 10))));
    }),
  ),

  http.post(
    api('/export/excel/sysFile'),
    withUser(async ({ request, user, database }) => csvResponse(systemRows(database, user, await readInput(request)), `system-files-${stamp()}.csv`)),
  ),

  http.post(
    api('/export/excel/exportFile'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const dirId = str(input.directoryId ?? input.dirId);
      if (!dirId) return invalid(request, 'directoryId is required', '目录ID不能为空');
      if (!database.folders.has(dirId)) return folderNotFound(request);
      if (!canSeeFolder(folderAccess(database, user, dirId))) return denied(request);
      const dirs = str(input.type) === 'all' ? subtreeIds(database, dirId) : new Set([dirId]);
      const access = folderAccessMap(database, user);
      const name = str(input.fileName).toLowerCase();
      const now = Date.now();
      const rows = [...database.files.values()]
        .filter((file) => {
          const folder = access.get(file.dirId);
          return dirs.has(file.dirId) && file.status !== 'void' && !!folder && fileLevelOf(database, user, file, folder) >= 0 &&
            (!name || file.fileName.toLowerCase().includes(name));
        })
        .sort((a, b) => compareNames(a.fileName, b.fileName))
        .map((file) => fileRow(file, now));
      return csvResponse(rows, `files-${dirId}-${stamp()}.csv`);
    }),
  ),
];

