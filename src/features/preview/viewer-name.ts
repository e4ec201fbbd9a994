import { extensionOf } from '@/lib/file-types';

/** The name whose extension picks the viewer: the server's fileType wins over the name's own extension. */
export function viewerName(file: { fileName: string; fileType?: string | null }): string {
  const type = extensionOf(file.fileType);
  if (!type || extensionOf(file.fileName) === type) return file.fileName;
  return `${file.fileName}.${type}`;
}
