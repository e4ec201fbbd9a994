/**
 * What a document template file may be: the simple upload interface's limits (spec §5: size 0 and over 5M
 * refused) and office, PDF and text formats (ASSUMED list). Answers an i18n key of the `upload` namespace.
 */
import { fileTypeOf } from '@/lib/extension';
import { refusalFor, type UploadRefusal } from '@/lib/upload/upload-rules';

export const TEMPLATE_EXTENSIONS = ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.pdf', '.txt', '.md', '.csv'];

export function templateFileRefusal(file: { name: string; size: number }): UploadRefusal | null {
  const bySize = refusalFor(file, 'simple');
  if (bySize) return bySize;
  return TEMPLATE_EXTENSIONS.includes(fileTypeOf(file.name)) ? null : 'upload:refuse.wrongFormat';
}
