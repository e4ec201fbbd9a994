import { getFileInfo } from '@/entities/files/get-file-info';
import { getFilesPage } from '@/entities/files/get-files-page';
import { isFileRow } from '../../shared/types';

/**
 * After a connection lost mid-upload the server may have stored the file before it went away: a retry asks
 * first, so the file is neither stored twice nor refused as a duplicate of itself.
 */

/** The folder holds a file of this name (as the server compares names: any case) and size. */
export async function newFileStored(dirId: string, file: File): Promise<boolean> {
  const page = await getFilesPage({ dirId, current: 1, size: 100, fileName: file.name });
  const name = file.name.toLowerCase();
  return page.records.some((row) => isFileRow(row) && row.fileName.toLowerCase() === name && row.totalSize === file.size);
}

/** The file has a revision above `revision` (the one the new version was made over) of this size. */
export async function newVersionStored(fileId: string, revision: number, file: File): Promise<boolean> {
  const info = await getFileInfo(fileId);
  return info.revision > revision && info.totalSize === file.size;
}
