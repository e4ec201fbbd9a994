import { useInvalidatingMutation } from '@/lib/api/invalidating-mutation';
import { dmsPost } from '@/lib/api/clients';
import { manifestKeys } from './query-keys';

/** A workbook row the server did not apply: its spreadsheet row number (header = row 1) and why. */
export interface ImportRefusal {
  row: number;
  documentNumber?: string;
  reason: string;
}

export interface SystemFileImportResult {
  updated: number;
  refused: ImportRefusal[];
}

/**
 * The workbook columns the import reads, as [English, Chinese] headers; the server takes either language,
 * in any order, and ignores other columns (an edited manifest export can be sent back).
 * ASSUMED: see importSystemFiles.
 */
export const IMPORT_COLUMNS = [
  { key: 'documentNumber', header: ['Document number', '文件编号'], width: 18 },
  { key: 'leadingDepartment', header: ['Leading department', '主导部门'], width: 22 },
  { key: 'documentCategory', header: ['Document category', '文件类别'], width: 20 },
  { key: 'archiveArea', header: ['Archive area', '归档区域'], width: 22 },
  { key: 'fileLevel', header: ['File level', '文件层级'], width: 26 },
  { key: 'editDate', header: ['Effective date', '生效日期'], width: 16 },
] as const;

/**
 * POST /file/importSysFile (multipart `file`): update the metadata of system files in bulk from a workbook
 * (the spec's "Excel-only upload", §5, which names neither the call nor where it lives).
 * ASSUMED, the whole call: system managers only (errno 403); .xlsx / .xls of at most 5M (errno 400 with the
 * §8 texts, a non-workbook 'File format is not correct, please re-upload'); the first sheet's header row
 * names the columns of IMPORT_COLUMNS; each row is matched by document number and an empty cell keeps the
 * file's value; department, category, archive area and file level must be known file parameters, the
 * effective date a date. Reply `{updated, refused: [{row, documentNumber, reason}]}`: refused rows change
 * nothing, the others are saved. Silent: the import dialog shows the failure.
 */
export function importSystemFiles(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return dmsPost<SystemFileImportResult>('/file/importSysFile', form, { silent: true });
}

/** The import; on success the manifest lists (every page and filter) are fetched again. */
export function useImportSystemFiles() {
  return useInvalidatingMutation(importSystemFiles, [manifestKeys.all]);
}
