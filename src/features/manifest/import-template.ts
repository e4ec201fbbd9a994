import { saveBlob } from '@/lib/save-blob';
import { IMPORT_COLUMNS } from './api/import-system-files';

/**
 * The import template: a workbook holding only the header row of the columns the import reads, in the
 * user's language. Built in the browser; write-excel-file is loaded only when a template is asked for.
 */
export async function buildImportTemplate(zh: boolean): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = IMPORT_COLUMNS.map((column) => ({ value: column.header[zh ? 1 : 0], fontWeight: 'bold' as const }));
  return writeXlsxFile([header], {
    sheet: zh ? '导入' : 'Import',
    columns: IMPORT_COLUMNS.map((column) => ({ width: column.width })),
  }).toBlob();
}

export async function downloadImportTemplate(zh: boolean, fileName: string): Promise<void> {
  saveBlob(await buildImportTemplate(zh), fileName);
}
