/**
 * Dashboard reports: document activity per day and files about to expire.
 *
 * ASSUMED (neither call is shown by the spec):
 * - GET /report/fileActivity?days=30 (1–366, default 30): per UTC day, from `days - 1` days ago to today,
 *   how many uploads, new versions and voids the operation log holds for files the caller may see (system
 *   managers: every log entry). Answers {from: 'YYYY-MM-DD', to: 'YYYY-MM-DD', days: [{date, uploads,
 *   updates, voids}]}, oldest day first, every day present.
 * - GET /report/expiringFiles?days=30&current=1&size=8: files the caller may see (void excluded) still in
 *   force whose effective date (editDate) falls within the next `days` days (1–366, default 30), soonest
 *   first. Files already expired are not among them.
 * - GET /report/expiredFiles?current=1&size=8: files the caller may see (void excluded) whose effective
 *   date has passed, most recently expired first.
 * - Both answer a page of file rows (as the file list gives them), each with `daysLeft`: whole days until
 *   editDate (0 on its last day), negative once expired (-1: expired within the last day).
 */
import { http, type HttpHandler } from 'msw';
import { withUser } from '../auth';
import { fileRow } from '../db/files';
import { fileLevelOf, folderAccessMap, isAdmin } from '../db/permissions';
import type { Db, DmsFile, FileOperation, User } from '../db/schema';
import { api, ok, paginate } from '../http';
import { pageInput, readInput, int } from './request';

const DAY = 86_400_000;

/** Whether the caller may see `fileId` now (deleted files: system managers only). */
function visibility(database: Db, user: User) {
  if (isAdmin(database, user)) return () => true;
  const access = folderAccessMap(database, user);
  const cache = new Map<string, boolean>();
  return (fileId: string) => {
    const known = cache.get(fileId);
    if (known !== undefined) return known;
    const file = database.files.get(fileId);
    const folder = file && access.get(file.dirId);
    const visible = !!file && !!folder && fileLevelOf(database, user, file, folder) >= 0;
    cache.set(fileId, visible);
    return visible;
  };
}

const COUNTED: Partial<Record<FileOperation, 'uploads' | 'updates' | 'voids'>> = { upload: 'uploads', update: 'updates', void: 'voids' };

export const reportDashboardHandlers: HttpHandler[] = [
  http.get(
    api('/report/fileActivity'),
    withUser(async ({ request, user, database }) => {
      const days = Math.min(366, int((await readInput(request)).days, 30));
      const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
      const first = today - (days - 1) * DAY;
      const series = Array.from({ length: days }, (_, i) => ({
        date: new Date(first + i * DAY).toISOString().slice(0, 10),
        uploads: 0,
        updates: 0,
        voids: 0,
      }));
      const fromIso = new Date(first).toISOString();
      const visible = visibility(database, user);
      for (const log of database.fileLogs) {
        const counter = COUNTED[log.operation];
        if (!counter || log.operateTime < fromIso) continue;
        const index = Math.floor((Date.parse(log.operateTime) - first) / DAY);
        if (index < 0 || index >= days || !visible(log.fileId)) continue;
        series[index][counter] += 1;
      }
      return ok({ from: series[0].date, to: series[days - 1].date, days: series });
    }),
  ),

  http.get(
    api('/report/expiringFiles'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const days = Math.min(366, int(input.days, 30));
      const now = Date.now();
      const [from, to] = [new Date(now).toISOString(), new Date(now + days * DAY).toISOString()];
      const matches = visibleFiles(database, user, (file) => file.editDate >= from && file.editDate < to);
      matches.sort((a, b) => a.editDate.localeCompare(b.editDate));
      return ok(expiryPage(matches, pageInput(input, 8), now));
    }),
  ),

  http.get(
    api('/report/expiredFiles'),
    withUser(async ({ request, user, database }) => {
      const input = await readInput(request);
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const matches = visibleFiles(database, user, (file) => file.editDate < nowIso);
      matches.sort((a, b) => b.editDate.localeCompare(a.editDate));
      return ok(expiryPage(matches, pageInput(input, 8), now));
    }),
  ),
];

/** The files (void excluded) the caller may see that pass `test`. */
function visibleFiles(database: Db, user: User, test: (file: DmsFile) => boolean): DmsFile[] {
  const access = folderAccessMap(database, user);
  const matches: DmsFile[] = [];
  for (const file of database.files.values()) {
    if (file.status === 'void' || !test(file)) continue;
    const folder = access.get(file.dirId);
    if (folder && fileLevelOf(database, user, file, folder) >= 0) matches.push(file);
  }
  return matches;
}

/** A page of file rows, each with its whole days left (negative once expired). */
function expiryPage(files: DmsFile[], { current, size }: { current: number; size: number }, now: number) {
  const page = paginate(files, current, size);
  return {
    ...page,
    records: page.records.map((file) => ({ ...fileRow(file, now), daysLeft: Math.floor((Date.parse(file.editDate) - now) / DAY) })),
  };
}
