/**
 * Favourites and labels: POST /collection/add/ {signName, fileNum} files a file under a named list of the
 * caller; GET /sign/getSign/{signName} lists the caller's entries under that name.
 *
 * ASSUMED (not shown by the spec): fileNum is the fileId; collecting needs file level 20; a second add of
 * the same file to the same list is refused (errno 409); signName is 1–50 characters. add answers the entry
 * {signId, userId, signName, fileNum, createTime}. getSign answers [{signId, signName, fileNum, createTime,
 * file: file row}] newest first, skipping files that are void or no longer visible; signName '*' lists
 * every entry of the caller. POST /collection/del/ {signName, fileNum} removes an entry (not in the spec).
 * - ASSUMED (not in the spec, for managing labels): POST /collection/renameSign/ {signName, newName} moves
 *   every entry of the caller's list to the new name (entries already there are merged, not duplicated) and
 *   answers the number of entries now under newName; POST /collection/delSign/ {signName} removes the
 *   caller's whole list and answers the number removed. Both answer errno 404 for an unknown list.
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { commit } from '../db';
import { fileRow } from '../db/files';
import { canCollectFile, fileLevelOf } from '../db/permissions';
import { nextId, nowIso } from '../db/records';
import { nameRefusal, SHORT_NAME_RULE } from '../db/names';
import { api, denied, ERRNO, fail, invalid, notFound, ok, t } from '../http';
import { fileNotFound, findFile } from './guards';
import { readInput, str } from './request';

export const collectionHandlers: HttpHandler[] = [
  http.post(
    api('/collection/add'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const signName = str(input.signName);
      const fileNum = str(input.fileNum);
      const refused = nameRefusal(signName, SHORT_NAME_RULE, ['The list name', '收藏夹名称']);
      if (refused) return invalid(request, ...refused);
      const found = findFile(request, database, user, fileNum);
      if (found instanceof Response) return found;
      if (found.file.status === 'void') return fileNotFound(request);
      if (!canCollectFile(found.level)) return denied(request);
      if (database.signs.some((s) => s.userId === user.userId && s.signName === signName && s.fileNum === fileNum)) {
        return fail(ERRNO.conflict, t(request, 'The file is already in this list', '该文件已在此收藏夹中'));
      }
      const sign = { signId: nextId(database, 'sign'), userId: user.userId, signName, fileNum, createTime: nowIso() };
      database.signs.push(sign);
      commit();
      return ok(sign);
    }),
  ),

  http.post(
    api('/collection/del'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const index = database.signs.findIndex(
        (s) => s.userId === user.userId && s.signName === str(input.signName) && s.fileNum === str(input.fileNum),
      );
      if (index < 0) return notFound(request, 'The entry does not exist', '收藏不存在');
      database.signs.splice(index, 1);
      commit();
      return ok(null);
    }),
  ),

  http.post(
    api('/collection/renameSign'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const signName = str(input.signName);
      const newName = str(input.newName);
      const refused = nameRefusal(newName, SHORT_NAME_RULE, ['The list name', '收藏夹名称']);
      if (refused) return invalid(request, ...refused);
      const mine = database.signs.filter((s) => s.userId === user.userId && s.signName === signName);
      if (mine.length === 0) return notFound(request, 'The list does not exist', '收藏夹不存在');
      if (newName === signName) return ok(mine.length);
      const already = new Set(database.signs.filter((s) => s.userId === user.userId && s.signName === newName).map((s) => s.fileNum));
      database.signs = database.signs.filter((s) => !(s.userId === user.userId && s.signName === signName && already.has(s.fileNum)));
      for (const sign of database.signs) if (sign.userId === user.userId && sign.signName === signName) sign.signName = newName;
      commit();
      return ok(database.signs.filter((s) => s.userId === user.userId && s.signName === newName).length);
    }),
  ),

  http.post(
    api('/collection/delSign'),
    withUser(async ({ request, user, database }) => {
      const signName = str((await readInput(request)).signName);
      const before = database.signs.length;
      database.signs = database.signs.filter((s) => !(s.userId === user.userId && s.signName === signName));
      if (database.signs.length === before) return notFound(request, 'The list does not exist', '收藏夹不存在');
      commit();
      return ok(before - database.signs.length);
    }),
  ),

  http.get(
    api('/sign/getSign/:signName'),
    withUser(({ params, user, database }) => {
      const signName = String(params.signName);
      const now = Date.now();
      const entries = database.signs
        .filter((s) => s.userId === user.userId && (signName === '*' || s.signName === signName))
        .flatMap((s) => {
          const file = database.files.get(s.fileNum);
          if (!file || file.status === 'void' || fileLevelOf(database, user, file) < 0) return [];
          return [{ signId: s.signId, signName: s.signName, fileNum: s.fileNum, createTime: s.createTime, file: fileRow(file, now) }];
        })
        .sort((a, b) => b.createTime.localeCompare(a.createTime));
      return ok(entries);
    }),
  ),
];
