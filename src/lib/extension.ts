/** No imports: the mock backend reads this module too (through file-kinds.ts and viewers.ts). */

/** 'docx' from '.docx', 'DOCX', 'Plan.v2.docx'; '' when there is none. */
export function extensionOf(nameOrType: string | null | undefined): string {
  const text = (nameOrType ?? '').trim().toLowerCase();
  if (!text) return '';
  if (text.startsWith('.') && !text.slice(1).includes('.')) return text.slice(1);
  const dot = text.lastIndexOf('.');
  if (dot < 0) return /^[a-z0-9]+$/.test(text) && text.length <= 5 ? text : '';
  return dot < text.length - 1 ? text.slice(dot + 1) : '';
}

/** A file name's type as the backend stores it: '.docx' from 'Plan.v2.DOCX'; '' for 'README', '.env' or 'notes.'. */
export function fileTypeOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? extensionOf(fileName.slice(dot)) : '';
  return extension ? `.${extension}` : '';
}
