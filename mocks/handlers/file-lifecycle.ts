/**
 * File lifecycle calls: upload, new version, name checks, void and restart, restore from the recycle bin,
 * move, effective date, metadata and permanent delete.
 *
 * Rules (§4–§6): upload needs directory level 2; void, restart, restore and permanent delete need file
 * level 50 or directory level 7; moving out needs file level 50 or directory level 6, moving in needs
 * directory level 2; a new version, metadata and effective-date changes need file level 50 or directory
 * level 5 (ASSUMED). A file name is unique (any case) among the normal and expired files of its folder.
 *
 * ASSUMED (not shown by the spec):
 * - upload: multipart field `files` (1 to 10 files), form field `editDate` (required), optional form fields
 *   documentNumber, publisher, location, leadingDepartment, archiveArea, documentCategory, fileLevel,
 *   emailNotifier; query roleIds (comma-separated, must be existing roles). All-or-nothing. Refused formats:
 *   no extension or .exe .bat .cmd .com .msi .sh .ps1 .vbs .js .scr .dll .jar. Over 500 MB or more than 10
 *   files: 'The file upload limit is exceeded!'. Answers the new file rows.
 * - upload/upd/{fileId}: multipart `files` (exactly one) of the same type as the file; optional `editDate`
 *   and `remark`; the previous version goes to `versions`; answers the file row. The document keeps its
 *   name: the uploaded file's own name is the version's, `versionFileName` in the row.
 * - checkFileName/upd checks a new version like an upload, but not its name: the document keeps its own.
 * - checkFileName/add and /upd answer `true` when the upload may go ahead (same checks as the upload).
 * - del {fileId, void: true|false, reason}: void needs a normal/expired file, restart (void false) a void one;
 *   reason required both ways. reduction/{id} restores a void file without a reason. Both refuse a name now
 *   taken in the folder, or a void folder. They answer the file row.
 * - updFather {fileId, dirId} answers the file row; updFatherByIds {fileIds, dirId} is all-or-nothing and
 *   answers the rows of the files it moved (files already in the folder are left alone).
 * - changeEditDate/{fileId} {editDate} and uniteSettingDate (query fileIds, editDate): dates as
 *   'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or ISO; a future date makes an expired file normal again.
 * - updInfo {fileId, fileName?, documentNumber?, publisher?, location?, leadingDepartment?, archiveArea?,
 *   documentCategory?, fileLevel?, emailNotifier?, labels?}: a rename keeps the extension; texts up to 200
 *   characters; emailNotifier is a comma-separated list of e-mail addresses; answers the file row.
 * - del/complete and delByIds {fileIds}: only void files; all-or-nothing; answer the number deleted.
 * - GET /files/uploadRoles: the roles an uploader may restrict a new file to (the upload's `roleIds`), for
 *   any signed-in user: [{roleId, roleName, roleNameEn}] in catalogue order. The spec shows no role listing a
 *   non-admin may call (GET /role/list is for system managers), so this call is designed here.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { commit } from '../db';
import { uploadedContent } from '../db/file-content';
import { fileTypeOf } from '../../src/lib/extension';
import { BLOCKED_TYPES, deleteFilePermanently, fileRow, logOperation, MAX_UPLOAD_BYTES, nameTakenInFolder } from '../db/files';
import { folderIsActive } from '../db/folders';
import { canChangeFile, canDeleteFile, canMoveFileOut, canUpload, folderAccess } from '../db/permissions';
import { nextId, nowIso } from '../db/records';
import type { Db, DmsFile, StoredContent, User } from '../db/schema';
import { api, denied, ERRNO, fail, invalid, ok, t } from '../http';
import { hasInvisibleName, hasUnsendableCharacters } from '../../src/lib/upload/upload-rules';
import { isUnfitPathName } from '../db/names';
import { findFile, folderNotFound, folderVoided } from './guards';
import { bool, effectiveDateInput, formOf, idList, queryInput, readInput, str, type Input } from './request';

export const MAX_FILES_PER_UPLOAD = 10;
const METADATA_FIELDS = [
  'documentNumber',
  'publisher',
  'location',
  'leadingDepartment',
  'archiveArea',
  'documentCategory',
  'fileLevel',
  'emailNotifier',
] as const;

const duplicate = (request: Request) =>
  fail(ERRNO.conflict, t(request, 'This file already exists, upload cancelled', '文件已存在，已取消上传'));
const zeroSize = (request: Request) =>
  invalid(request, 'File size is 0B. Please upload a file of an appropriate size', '文件大小为0B，请上传大小合适的文件');
const tooLarge = (request: Request) => invalid(request, 'The file upload limit is exceeded!', '超出文件上传限制！');
const badFormat = (request: Request) => invalid(request, 'File format is not correct, please re-upload', '文件格式不正确，请重新上传');
const needDate = (request: Request) => invalid(request, 'Please choose a valid effective date', '请选择有效的生效日期');
const needReason = (request: Request) => invalid(request, 'Please enter the reason', '请填写原因');

interface Upload {
  name: string;
  size: number;
  /** The bytes to keep (on disk already where the HTTP mock server read the request). */
  content: () => Promise<StoredContent>;
}

/** Form fields and the uploaded files of a multipart request. */
async function readUpload(request: Request): Promise<{ fields: Input; files: Upload[] }> {
  const fields: Input = {};
  const files: Upload[] = [];
  try {
    const form = await formOf(request);
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') fields[key] = value;
      else if (key === 'files') {
        const file = value as File;
        files.push({ name: file.name, size: file.size, content: () => uploadedContent(file) });
      }
    }
  } catch {
    // Not a form: no files.
  }
  return { fields, files };
}

const unfitFileName = (request: Request) =>
  invalid(
    request,
    'The file name is "." or "..", ends in a dot or a space, or holds a control character: rename the file and choose it again',
    '文件名是"."或".."、以点或空格结尾，或包含控制字符：请重命名文件后重新选择',
  );

/** The refusal of one file by size and format, or null. */
function fileRefusal(request: Request, name: string, size: number): Response | null {
  if (!name) return invalid(request, 'The file name is required', '文件名不能为空');
  if (hasUnsendableCharacters(name)) {
    return invalid(
      request,
      'The name contains a double quote, a backslash or a line break, which an upload cannot carry intact: rename the file and choose it again',
      '文件名含有双引号、反斜杠或换行，上传时无法原样传送：请重命名文件后重新选择',
    );
  }
  if (hasInvisibleName(name)) {
    return invalid(
      request,
      'The file name shows nothing before its extension (only spaces or invisible characters): rename the file and choose it again',
      '文件名在扩展名前没有可见字符（只有空格或不可见字符）：请重命名文件后重新选择',
    );
  }
  if (isUnfitPathName(name)) return unfitFileName(request);
  if (size <= 0) return zeroSize(request);
  if (size > MAX_UPLOAD_BYTES) return tooLarge(request);
  const type = fileTypeOf(name);
  if (!type || BLOCKED_TYPES.includes(type)) return badFormat(request);
  return null;
}

function storeBytes(database: Db, bytes: StoredContent) {
  const key = `c${nextId(database, 'content')}`;
  database.contents.set(key, bytes);
  return key;
}

function metadataOf(fields: Input) {
  return Object.fromEntries(METADATA_FIELDS.filter((k) => str(fields[k])).map((k) => [k, str(fields[k]).slice(0, 200)]));
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The void / restart / restore step on a file already found; the refusal or null. */
function reinstateRefusal(request: Request, database: Db, file: DmsFile): Response | null {
  if (!database.folders.has(file.dirId)) return folderNotFound(request);
  if (!folderIsActive(database, file.dirId)) return folderVoided(request);
  if (nameTakenInFolder(database, file.dirId, file.fileName, file.fileId)) return duplicate(request);
  return null;
}

function reinstate(file: DmsFile) {
  Object.assign(file, { status: 'normal', voidReason: null, voidedBy: null, voidedAt: null });
}

/** Move files to a folder after every check; the refusal or the moved files. */
function moveFiles(request: Request, database: Db, user: User, fileIds: string[], dirId: string): Response | DmsFile[] {
  if (fileIds.length === 0) return invalid(request, 'Please choose the files to move', '请选择要移动的文件');
  if (!database.folders.has(dirId)) return folderNotFound(request);
  if (!canUpload(folderAccess(database, user, dirId))) return denied(request);
  if (!folderIsActive(database, dirId)) return folderVoided(request);
  const files: DmsFile[] = [];
  const names = new Set<string>();
  for (const id of fileIds) {
    const found = findFile(request, database, user, id);
    if (found instanceof Response) return found;
    const { file, access, level } = found;
    if (file.status === 'void') return fail(ERRNO.conflict, t(request, 'A void file cannot be moved', '已作废的文件不能移动'));
    if (!canMoveFileOut(access, level)) return denied(request);
    if (file.dirId === dirId) continue;
    const lower = file.fileName.toLowerCase();
    if (names.has(lower) || nameTakenInFolder(database, dirId, file.fileName)) return duplicate(request);
    names.add(lower);
    files.push(file);
  }
  for (const file of files) {
    const from = database.folders.get(file.dirId)?.directoryName ?? file.dirId;
    file.dirId = dirId;
    logOperation(database, file, 'move', user, `${from} → ${database.folders.get(dirId)!.directoryName}`);
  }
  commit();
  return files;
}

/** Set the effective date of files after every check; the refusal or the files. */
function setEditDates(request: Request, database: Db, user: User, fileIds: string[], editDateInput: unknown): Response | DmsFile[] {
  const editDate = effectiveDateInput(editDateInput);
  if (!editDate) return needDate(request);
  if (fileIds.length === 0) return invalid(request, 'Please choose the files', '请选择文件');
  const files: DmsFile[] = [];
  for (const id of fileIds) {
    const found = findFile(request, database, user, id);
    if (found instanceof Response) return found;
    if (found.file.status === 'void') return fail(ERRNO.conflict, t(request, 'The file is void', '文件已作废'));
    if (!canChangeFile(found.access, found.level)) return denied(request);
    files.push(found.file);
  }
  for (const file of files) {
    file.editDate = editDate;
    logOperation(database, file, 'changeEditDate', user, editDate.slice(0, 10));
  }
  commit();
  return files;
}

/** Delete void files for good after every check; the refusal or the count. */
function deleteForGood(request: Request, database: Db, user: User, fileIds: string[]): Response {
  if (fileIds.length === 0) return invalid(request, 'Please choose the files to delete', '请选择要删除的文件');
  const files: DmsFile[] = [];
  for (const id of fileIds) {
    const found = findFile(request, database, user, id);
    if (found instanceof Response) return found;
    if (found.file.status !== 'void') {
      return fail(ERRNO.conflict, t(request, 'Only files in the recycle bin can be deleted permanently', '只能彻底删除回收站中的文件'));
    }
    if (!canDeleteFile(found.access, found.level)) return denied(request);
    files.push(found.file);
  }
  for (const file of files) deleteFilePermanently(database, file, user);
  commit();
  return ok(files.length);
}

/** The name checks before an upload; the refusal or null. */
function nameCheckRefusal(request: Request, database: Db, user: User, input: Input, exceptFileId?: string): Response | null {
  const dirId = str(input.dirId);
  if (!database.folders.has(dirId)) return folderNotFound(request);
  if (!canUpload(folderAccess(database, user, dirId))) return denied(request);
  const refusal = fileRefusal(request, str(input.fileName), Number(str(input.totalSize) || '0'));
  if (refusal) return refusal;
  return nameTakenInFolder(database, dirId, str(input.fileName), exceptFileId) ? duplicate(request) : null;
}

export const fileLifecycleHandlers: HttpHandler[] = [
  http.get(
    api('/files/uploadRoles'),
    withUser(({ database }) => ok(database.roles.map(({ roleId, roleName, roleNameEn }) => ({ roleId, roleName, roleNameEn })))),
  ),

  http.post(
    api('/files/upload/:dirId'),
    withUser(async ({ request, params, user, database }) => {
      const dirId = String(params.dirId);
      if (!database.folders.has(dirId)) return folderNotFound(request);
      if (!canUpload(folderAccess(database, user, dirId))) return denied(request);
      if (!folderIsActive(database, dirId)) return folderVoided(request);
      const { fields, files } = await readUpload(request);
      if (files.length === 0) return invalid(request, 'Please choose a file to upload', '请选择要上传的文件');
      if (files.length > MAX_FILES_PER_UPLOAD) return tooLarge(request);
      const editDate = effectiveDateInput(fields.editDate);
      if (!editDate) return needDate(request);
      const roleIds = idList(queryInput(request).roleIds);
      if (roleIds.some((id) => !database.roles.some((r) => r.roleId === id))) return invalid(request, 'Unknown role', '角色不存在');
      const names = new Set<string>();
      for (const upload of files) {
        const refusal = fileRefusal(request, upload.name, upload.size);
        if (refusal) return refusal;
        const lower = upload.name.toLowerCase();
        if (names.has(lower) || nameTakenInFolder(database, dirId, upload.name)) return duplicate(request);
        names.add(lower);
      }
      const now = nowIso();
      const department = database.fileParams.find((p) => p.type === 'department' && p.id === user.departmentId)?.paramNameEn ?? '';
      const created: DmsFile[] = [];
      for (const upload of files) {
        const file: DmsFile = {
          fileId: nextId(database, 'file'),
          fileName: upload.name,
          fileType: fileTypeOf(upload.name),
          revision: 1,
          totalSize: upload.size,
          dirId,
          roleIds,
          status: 'normal',
          createTime: now,
          updateTime: now,
          editDate,
          documentNumber: '',
          publisher: user.username,
          updater: user.username,
          uploader: user.username,
          uploaderId: user.userId,
          location: '',
          leadingDepartment: department,
          archiveArea: '',
          documentCategory: '',
          fileLevel: '',
          emailNotifier: '',
          labels: [],
          isSystem: false,
          secret: false,
          voidReason: null,
          voidedBy: null,
          voidedAt: null,
          versions: [],
          contentKey: storeBytes(database, await upload.content()),
          ...metadataOf(fields),
        };
        database.files.set(file.fileId, file);
        logOperation(database, file, 'upload', user);
        created.push(file);
      }
      commit();
      return ok(created.map((f) => fileRow(f)));
    }),
  ),

  http.post(
    api('/files/upload/upd/:fileId'),
    withUser(async ({ request, params, user, database }) => {
      const found = findFile(request, database, user, String(params.fileId));
      if (found instanceof Response) return found;
      const { file, access, level } = found;
      if (!canChangeFile(access, level)) return denied(request);
      if (file.status === 'void') return fail(ERRNO.conflict, t(request, 'The file is void', '文件已作废'));
      if (!folderIsActive(database, file.dirId)) return folderVoided(request);
      const { fields, files } = await readUpload(request);
      if (files.length !== 1) return invalid(request, 'Please choose one file for the new version', '请选择一个文件作为新版本');
      const [upload] = files;
      const refusal = fileRefusal(request, upload.name, upload.size);
      if (refusal) return refusal;
      if (fileTypeOf(upload.name) !== file.fileType) return badFormat(request);
      const editDate = fields.editDate !== undefined ? effectiveDateInput(fields.editDate) : file.editDate;
      if (!editDate) return needDate(request);
      file.versions.push({
        revision: file.revision,
        fileName: file.versionFileName ?? file.fileName,
        totalSize: file.totalSize,
        updateTime: file.updateTime,
        updater: file.updater,
        remark: '',
        contentKey: file.contentKey,
      });
      Object.assign(file, {
        revision: file.revision + 1,
        versionFileName: upload.name,
        totalSize: upload.size,
        updateTime: nowIso(),
        updater: user.username,
        editDate,
        contentKey: storeBytes(database, await upload.content()),
      });
      logOperation(database, file, 'update', user, str(fields.remark));
      commit();
      return ok(fileRow(file));
    }),
  ),

  http.post(
    api('/files/checkFileName/add'),
    withUser(async ({ request, user, database }) => nameCheckRefusal(request, database, user, await readInput(request)) ?? ok(true)),
  ),

  http.post(
    api('/files/checkFileName/upd'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const found = findFile(request, database, user, str(input.fileId));
      if (found instanceof Response) return found;
      if (!canChangeFile(found.access, found.level)) return denied(request);
      // The name checked is the document's, which a new version keeps.
      const check = { ...input, dirId: str(input.dirId) || found.file.dirId, fileName: found.file.fileName };
      return nameCheckRefusal(request, database, user, check, found.file.fileId) ?? ok(true);
    }),
  ),

  http.post(
    api('/files/del'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const found = findFile(request, database, user, str(input.fileId));
      if (found instanceof Response) return found;
      const { file, access, level } = found;
      const makeVoid = bool(input.void);
      const reason = str(input.reason);
      if (makeVoid === undefined) return invalid(request, 'void must be true or false', 'void 须为 true 或 false');
      if (!canDeleteFile(access, level)) return denied(request);
      if (!reason) return needReason(request);
      if (makeVoid) {
        if (file.status === 'void') return fail(ERRNO.conflict, t(request, 'The file is already void', '文件已作废'));
        Object.assign(file, { status: 'void', voidReason: reason, voidedBy: user.username, voidedAt: nowIso() });
        logOperation(database, file, 'void', user, reason);
      } else {
        if (file.status !== 'void') return fail(ERRNO.conflict, t(request, 'The file is not void', '文件未作废'));
        const refusal = reinstateRefusal(request, database, file);
        if (refusal) return refusal;
        reinstate(file);
        logOperation(database, file, 'restart', user, reason);
      }
      commit();
      return ok(fileRow(file));
    }),
  ),

  http.post(
    api('/files/reduction/:id'),
    withUser(({ request, params, user, database }) => {
      const found = findFile(request, database, user, String(params.id));
      if (found instanceof Response) return found;
      const { file, access, level } = found;
      if (!canDeleteFile(access, level)) return denied(request);
      if (file.status !== 'void') return fail(ERRNO.conflict, t(request, 'The file is not in the recycle bin', '文件不在回收站中'));
      const refusal = reinstateRefusal(request, database, file);
      if (refusal) return refusal;
      reinstate(file);
      logOperation(database, file, 'restore', user);
      commit();
      return ok(fileRow(file));
    }),
  ),

  http.post(
    api('/files/updFather'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const fileId = str(input.fileId);
      const moved = moveFiles(request, database, user, fileId ? [fileId] : [], str(input.dirId));
      return moved instanceof Response ? moved : ok(fileRow(database.files.get(fileId)!));
    }),
  ),

  http.post(
    api('/files/updFatherByIds'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const moved = moveFiles(request, database, user, idList(input.fileIds), str(input.dirId));
      return moved instanceof Response ? moved : ok(moved.map((f) => fileRow(f)));
    }),
  ),

  http.post(
    api('/files/changeEditDate/:fileId'),
    withUser(async ({ request, params, user, database }) => {
      const changed = setEditDates(request, database, user, [String(params.fileId)], (await readInput(request)).editDate);
      return changed instanceof Response ? changed : ok(fileRow(changed[0]));
    }),
  ),

  http.post(
    api('/files/uniteSettingDate'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const changed = setEditDates(request, database, user, idList(input.fileIds), input.editDate);
      return changed instanceof Response ? changed : ok(changed.map((f) => fileRow(f)));
    }),
  ),

  http.post(
    api('/files/updInfo'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const found = findFile(request, database, user, str(input.fileId));
      if (found instanceof Response) return found;
      const { file, access, level } = found;
      if (!canChangeFile(access, level)) return denied(request);
      if (file.status === 'void') return fail(ERRNO.conflict, t(request, 'The file is void', '文件已作废'));
      const changes: Partial<DmsFile> = {};
      for (const key of METADATA_FIELDS) {
        if (input[key] === undefined) continue;
        const value = str(input[key]);
        if (value.length > 200) return invalid(request, `${key} may have at most 200 characters`, `${key} 不能超过200个字符`);
        changes[key] = value;
      }
      if (changes.emailNotifier && !changes.emailNotifier.split(',').every((e) => EMAIL.test(e.trim()))) {
        return invalid(request, 'Please enter valid e-mail addresses, separated by commas', '请输入有效的邮箱地址，以逗号分隔');
      }
      if (input.labels !== undefined) {
        if (!Array.isArray(input.labels) || !input.labels.every((l) => typeof l === 'string' && l.trim() && l.length <= 30)) {
          return invalid(request, 'Labels must be a list of texts of at most 30 characters', '标签须为不超过30个字符的文本列表');
        }
        changes.labels = [...new Set((input.labels as string[]).map((l) => l.trim()))];
      }
      if (input.fileName !== undefined) {
        const name = str(input.fileName);
        if (!name || /[\\/:*?"<>|]/.test(name)) return invalid(request, 'Please enter a valid file name', '请输入有效的文件名');
        if (isUnfitPathName(name)) return unfitFileName(request);
        if (fileTypeOf(name) !== file.fileType) return invalid(request, 'The file type cannot be changed', '不能修改文件类型');
        if (nameTakenInFolder(database, file.dirId, name, file.fileId)) return duplicate(request);
        changes.fileName = name;
      }
      Object.assign(file, changes, { updateTime: nowIso(), updater: user.username });
      logOperation(database, file, 'edit', user, Object.keys(changes).join(', '));
      commit();
      return ok(fileRow(file));
    }),
  ),

  http.post(
    api('/files/del/complete'),
    withUser(async ({ request, user, database }) => deleteForGood(request, database, user, idList((await readInput(request)).fileIds))),
  ),

  http.post(
    api('/files/delByIds'),
    withUser(async ({ request, user, database }) => deleteForGood(request, database, user, idList((await readInput(request)).fileIds))),
  ),
];
