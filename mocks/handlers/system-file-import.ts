/**
 * Bulk update of system file metadata from a workbook: POST /file/importSysFile (the spec's "Excel-only
 * upload", §5; placed on the system file manifest).
 *
 * ASSUMED (the spec names neither the call nor its reply):
 * - multipart field `file`: an .xlsx workbook (the mock reads .xlsx only; anything it cannot read as a
 *   workbook, an .xls included, is errno 400 'File format is not correct, please re-upload'). Size 0 and over
 *   5M are refused with the §8 texts. System managers only (errno 403 'Permission is denied').
 * - the first sheet: a header row, then one row per file. Headers in English or Chinese, any order, any case;
 *   columns other than these are ignored (so the manifest's own export can be edited and imported back):
 *   'Document number' / '文件编号' (required; the row's key), 'Leading department' / '主导部门',
 *   'Document category' / '文件类别', 'Archive area' / '归档区域', 'File level' / '文件层级',
 *   'Effective date' / '生效日期'. Without a document number column the whole workbook is refused (errno 400).
 * - each row is matched to the system file (not void) with that document number (any case); an empty cell
 *   keeps the file's value. A department, category, archive area or file level must be one of the file
 *   parameters of that kind (English name, Chinese name or code) and is stored by its English name; the
 *   effective date is a date cell or 'YYYY-MM-DD' text between 2000 and 2099, stored as noon UTC of that
 *   day (a past date makes the file expired, a future one normal).
 * - a row is refused, with its spreadsheet row number (the header is row 1) and a reason in the caller's
 *   language, when its document number is missing, unknown or repeats an earlier row, a value is not valid,
 *   or it changes nothing. Refused rows change nothing; the other rows are saved (not all or nothing).
 * - reply `{updated: number, refused: [{row, documentNumber, reason}]}`; every updated file gets an 'edit'
 *   entry in its operation log (remark 'Excel import').
 */
import { http, type HttpHandler } from 'msw';
import { readSheet } from 'read-excel-file/universal';
import { withAdmin } from '../auth';
import { commit } from '../db';
import { logOperation } from '../db/files';
import { nowIso } from '../db/records';
import type { Db, DmsFile, FileParamType, User } from '../db/schema';
import { api, invalid, langOf, ok } from '../http';
import { formOf } from './request';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

type MetaField = 'leadingDepartment' | 'documentCategory' | 'archiveArea' | 'fileLevel';

const META_COLUMNS: { field: MetaField; param: FileParamType; headers: string[]; label: [string, string] }[] = [
  {
    field: 'leadingDepartment',
    param: 'department',
    headers: ['leading department', '主导部门'],
    label: ['leading department', '主导部门'],
  },
  { field: 'documentCategory', param: 'category', headers: ['document category', '文件类别'], label: ['document category', '文件类别'] },
  { field: 'archiveArea', param: 'area', headers: ['archive area', '归档区域'], label: ['archive area', '归档区域'] },
  { field: 'fileLevel', param: 'tier', headers: ['file level', '文件层级'], label: ['file level', '文件层级'] },
];
const NUMBER_HEADERS = ['document number', '文件编号'];
const DATE_HEADERS = ['effective date', '生效日期'];

export interface ImportRefusal {
  row: number;
  documentNumber: string;
  reason: string;
}

export interface ImportResult {
  updated: number;
  refused: ImportRefusal[];
}

const wrongFormat = (request: Request) => invalid(request, 'File format is not correct, please re-upload', '文件格式不正确，请重新上传');

const cellText = (value: unknown) =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim();

/** 'YYYY-MM-DD' from a date cell or text ('YYYY-MM-DD', 'YYYY/MM/DD', optionally with a time), or null. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(cellText(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return year >= 2000 && year <= 2099 ? date.toISOString().slice(0, 10) : null;
}

async function readUpload(request: Request): Promise<File | null> {
  try {
    const value = (await formOf(request)).get('file');
    return value && typeof value !== 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Apply the rows of a workbook (header row first) to the system files; what was refused and why. */
export function applyImport(request: Request, database: Db, user: User, rows: unknown[][]): ImportResult | Response {
  const zh = langOf(request) === 'zh';
  const headers = (rows[0] ?? []).map((cell) => cellText(cell).toLowerCase());
  const numberAt = headers.findIndex((h) => NUMBER_HEADERS.includes(h));
  if (numberAt < 0) return invalid(request, 'The workbook has no Document number column', '工作簿缺少“文件编号”列');
  const dateAt = headers.findIndex((h) => DATE_HEADERS.includes(h));
  const metaAt = META_COLUMNS.map((column) => ({ ...column, at: headers.findIndex((h) => column.headers.includes(h)) })).filter(
    (c) => c.at >= 0,
  );

  const byNumber = new Map<string, DmsFile>();
  for (const file of database.files.values()) {
    if (file.isSystem && file.status !== 'void') byNumber.set(file.documentNumber.toLowerCase(), file);
  }
  const paramOf = (type: FileParamType, text: string) => {
    const needle = text.toLowerCase();
    return database.fileParams.find(
      (p) => p.type === type && [p.paramNameEn, p.paramName, p.code].some((name) => name.toLowerCase() === needle),
    );
  };

  const refused: ImportRefusal[] = [];
  const seen = new Map<string, number>();
  let updated = 0;
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cellText(cell) === '')) return;
    const documentNumber = cellText(cells[numberAt]);
    const refuse = (en: string, cn: string) => refused.push({ row, documentNumber, reason: zh ? cn : en });
    if (!documentNumber) return refuse('The document number is missing', '缺少文件编号');
    const key = documentNumber.toLowerCase();
    const earlier = seen.get(key);
    if (earlier) return refuse(`The document number repeats row ${earlier}`, `文件编号与第 ${earlier} 行重复`);
    seen.set(key, row);
    const file = byNumber.get(key);
    if (!file) return refuse('No system file has this document number', '没有此文件编号的体系文件');

    const changes: Partial<Pick<DmsFile, MetaField | 'editDate'>> = {};
    for (const column of metaAt) {
      const text = cellText(cells[column.at]);
      if (!text) continue;
      const param = paramOf(column.param, text);
      if (!param) return refuse(`Unknown ${column.label[0]}: ${text}`, `未知的${column.label[1]}：${text}`);
      if (file[column.field] !== param.paramNameEn) changes[column.field] = param.paramNameEn;
    }
    if (dateAt >= 0 && cellText(cells[dateAt])) {
      const day = dayOf(cells[dateAt]);
      if (!day)
        return refuse(
          `The effective date is not a valid date: ${cellText(cells[dateAt])}`,
          `生效日期不是有效日期：${cellText(cells[dateAt])}`,
        );
      const editDate = `${day}T12:00:00.000Z`;
      if (file.editDate.slice(0, 10) !== day) changes.editDate = editDate;
    }
    if (Object.keys(changes).length === 0) return refuse('Nothing to change', '没有需要修改的内容');
    Object.assign(file, changes, { updateTime: nowIso(), updater: user.username });
    logOperation(database, file, 'edit', user, 'Excel import');
    updated += 1;
  });
  if (updated > 0) commit();
  return { updated, refused };
}

export const systemFileImportHandlers: HttpHandler[] = [
  http.post(
    api('/file/importSysFile'),
    withAdmin(async ({ request, user, database }) => {
      const file = await readUpload(request);
      if (!file) return invalid(request, 'Please choose a workbook to import', '请选择要导入的工作簿');
      if (file.size === 0)
        return invalid(request, 'File size is 0B. Please upload a file of an appropriate size', '文件大小为0B，请上传合适大小的文件');
      if (file.size > IMPORT_MAX_BYTES)
        return invalid(request, 'File size larger than 5M is not supported by this interface', '此接口不支持大于5M的文件');
      if (!/\.xlsx?$/i.test(file.name)) return wrongFormat(request);
      let rows: unknown[][];
      try {
        // Copied into this realm's ArrayBuffer: the library checks `instanceof ArrayBuffer`, and the File of a
        // request may come from another realm (Node's fetch under jsdom).
        rows = await readSheet(new Uint8Array(await file.arrayBuffer()).slice().buffer);
      } catch {
        return wrongFormat(request);
      }
      const result = applyImport(request, database, user, rows);
      return result instanceof Response ? result : ok(result);
    }),
  ),
];
