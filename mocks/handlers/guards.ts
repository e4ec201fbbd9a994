/** Look-ups that either find what a call needs or give the reply that refuses it; shared by the handlers. */
import { fileLevelOf, folderAccess, type Access } from '../db/permissions';
import type { Db, DmsFile, User } from '../db/schema';
import { denied, ERRNO, fail, notFound, t } from '../http';

export const fileNotFound = (request: Request) => notFound(request, 'The file does not exist', '文件不存在');
export const folderNotFound = (request: Request) => notFound(request, 'The folder does not exist', '文件夹不存在');
export const folderVoided = (request: Request) => fail(ERRNO.conflict, t(request, 'This folder has been voided', '该文件夹已作废'));

export interface FoundFile {
  file: DmsFile;
  /** The caller's levels on the file's folder. */
  access: Access;
  /** The caller's file level on the file (≥ 0). */
  level: number;
}

/** The file with the caller's levels, or 404 when it does not exist and 403 when the caller may not see it. */
export function findFile(request: Request, database: Db, user: User, fileId: string): FoundFile | Response {
  const file = database.files.get(fileId);
  if (!file) return fileNotFound(request);
  const access = folderAccess(database, user, file.dirId);
  const level = fileLevelOf(database, user, file, access);
  if (level < 0) return denied(request);
  return { file, access, level };
}
