import { describe, expect, it } from 'vitest';
import type { Page } from '../http';
import { db } from '../db';
import type { FileRow, FolderRow } from '../db/files';
import { ARCHIVE_FILE_COUNT, SEED_FOLDERS } from '../db/seed';
import { call, loginAs, post } from './testing';

type Row = FileRow | FolderRow;
const page = (token: string, body: Record<string, unknown>) => post<Page<Row>>('/dms/files/showPageByDirId/', body, { token });

describe('POST /files/showPageByDirId/', () => {
  it('pages the 10,000-file archive, 40 rows a page', async () => {
    const token = await loginAs('staff');
    const reply = await page(token, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 40 });
    expect(reply.errno).toBe(0);
    const voided = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.archive10k && f.status === 'void').length;
    expect(reply.data.total).toBe(ARCHIVE_FILE_COUNT - voided);
    expect(reply.data.records).toHaveLength(40);
    expect(reply.data.pages).toBe(Math.ceil((ARCHIVE_FILE_COUNT - voided) / 40));
    const last = await page(token, { dirId: SEED_FOLDERS.archive10k, current: reply.data.pages, size: 40 });
    expect(last.data.records.length).toBe(reply.data.total - 40 * (reply.data.pages - 1));
  });

  it('lists folders first, then files, without void files', async () => {
    const token = await loginAs('admin');
    const reply = await page(token, { dirId: SEED_FOLDERS.rnd, current: 1, size: 100 });
    const types = reply.data.records.map((r) => r.dataType);
    expect(types).toEqual([...types].sort());
    expect(types[0]).toBe(0);
    expect(types).toContain(1);
    expect(reply.data.records.every((r) => r.status !== 'void')).toBe(true);
    const file = reply.data.records.find((r): r is FileRow => r.dataType === 1)!;
    for (const key of [
      'fileId',
      'fileName',
      'fileType',
      'revision',
      'totalSize',
      'dirId',
      'updateTime',
      'editDate',
      'documentNumber',
      'publisher',
      'updater',
      'uploader',
      'location',
      'leadingDepartment',
      'archiveArea',
      'documentCategory',
      'fileLevel',
      'emailNotifier',
    ]) {
      expect(file).toHaveProperty(key);
    }
    expect(file.fileType).toMatch(/^\.[a-z0-9]+$/);
  });

  it('sorts by name, update time and edit date in both directions', async () => {
    const token = await loginAs('staff');
    const files = async (orderColumn: string, order: string) =>
      (await page(token, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 200, orderColumn, order })).data.records as FileRow[];
    const byName = await files('file_name', 'ASC');
    expect(byName[0].fileName.localeCompare(byName[1].fileName, 'en', { numeric: true })).toBeLessThanOrEqual(0);
    const newest = await files('update_time', 'DESC');
    expect(newest.map((f) => f.updateTime)).toEqual([...newest.map((f) => f.updateTime)].sort().reverse());
    const editAsc = await files('edit_date', 'ASC');
    expect(editAsc.map((f) => f.editDate)).toEqual([...editAsc.map((f) => f.editDate)].sort());
    expect(editAsc[0].status).toBe('expired');
    expect((await page(token, { dirId: '1', current: 1, size: 10, orderColumn: 'size' })).errno).toBe(400);
    expect((await page(token, { dirId: '1', current: 1, size: 10, orderColumn: 'file_name', order: 'UP' })).errno).toBe(400);
  });

  it("narrows to the caller's files under a favourites label, over the whole folder (signName)", async () => {
    const token = await loginAs('admin');
    const all = await page(token, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 40 });
    const files = all.data.records.filter((r): r is FileRow => r.dataType === 1);
    // One file on the first page and one far beyond it, filed under a new label.
    const far = (await page(token, { dirId: SEED_FOLDERS.archive10k, current: 200, size: 40 })).data.records[0] as FileRow;
    for (const fileId of [files[0].fileId, far.fileId]) {
      expect((await post('/dms/collection/add/', { signName: 'E2E audit', fileNum: fileId }, { token })).errno).toBe(0);
    }
    const labelled = await page(token, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 40, signName: 'E2E audit' });
    expect(labelled.data.total).toBe(2);
    expect(labelled.data.records.map((r) => (r as FileRow).fileId).sort()).toEqual([files[0].fileId, far.fileId].sort());
    // Another user's labels are not the caller's.
    const staff = await loginAs('staff');
    expect((await page(staff, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 40, signName: 'E2E audit' })).data.total).toBe(0);
  });

  it('searches by a case-insensitive substring', async () => {
    const token = await loginAs('staff');
    const reply = await page(token, { dirId: SEED_FOLDERS.archive10k, current: 1, size: 1000, fileName: 'inspection REPORT' });
    expect(reply.data.total).toBeGreaterThan(0);
    expect(reply.data.records.every((r) => r.fileName.toLowerCase().includes('inspection report'))).toBe(true);
  });

  it('refuses unknown, hidden and missing folders, and signed-out callers', async () => {
    const token = await loginAs('staff');
    expect((await page(token, { dirId: '424242', current: 1, size: 10 })).errno).toBe(404);
    expect((await page(token, { dirId: SEED_FOLDERS.hrConfidential, current: 1, size: 10 })).errno).toBe(403);
    expect((await page(token, { current: 1 })).errno).toBe(400);
    expect((await post('/dms/files/showPageByDirId/', { dirId: '1', current: 1, size: 10 })).errno).toBe(100001);
  });

  it('hides folders the user may not see from the parent listing', async () => {
    const rows = (await page(await loginAs('staff'), { dirId: SEED_FOLDERS.humanResources, current: 1, size: 100 })).data.records;
    expect(rows.some((r) => r.id === SEED_FOLDERS.hrConfidential)).toBe(false);
  });
});

describe('file info, ancestors and search', () => {
  it('answers the info with versions and path, and remembers it in the recent list', async () => {
    const token = await loginAs('staff');
    const file = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.drawings && f.status === 'normal')!;
    const info = await call<FileRow & { versions: unknown[]; path: { dirId: string }[]; userFileLevel: number }>(
      `/dms/files/getInfo/${file.fileId}`,
      { token },
    );
    expect(info.data).toMatchObject({ fileId: file.fileId, fileName: file.fileName, userFileLevel: 30 });
    expect(info.data.versions).toHaveLength(file.versions.length);
    expect(info.data.path.map((p) => p.dirId)).toEqual(['0', '2', '202']);
    const recent = await call<FileRow[]>('/dms/files/showHistoryFile', { token });
    expect(recent.data[0].fileId).toBe(file.fileId);
    expect((await call('/dms/files/getInfo/1', { token })).errno).toBe(404);
    const secret = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential)!;
    expect((await call(`/dms/files/getInfo/${secret.fileId}`, { token })).errno).toBe(403);
  });

  it('keeps at most 8 recent files, newest first', async () => {
    const token = await loginAs('staff');
    const files = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.archive10k && f.status === 'normal').slice(0, 10);
    for (const f of files) await call(`/dms/files/getInfo/${f.fileId}`, { token });
    await call(`/dms/files/getInfo/${files[4].fileId}`, { token });
    const recent = (await call<FileRow[]>('/dms/files/showHistoryFile', { token })).data.map((r) => r.fileId);
    expect(recent).toHaveLength(8);
    expect(recent[0]).toBe(files[4].fileId);
    expect(recent[1]).toBe(files[9].fileId);
    expect(recent).not.toContain(files[0].fileId);
  });

  it('answers the ancestor folder ids', async () => {
    const token = await loginAs('staff');
    const file = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.archive10k)!;
    expect((await call(`/dms/files/getFatherIds/${file.fileId}`, { token })).data).toEqual(['0', '11', '1101']);
  });

  it('finds files by name with their folder paths, only where the user may look', async () => {
    const staff = await loginAs('staff');
    const secret = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential)!;
    const needle = secret.fileName.slice(0, 12);
    type Match = { fileId: string; path: { dirId: string; dirName: string }[]; pathName: string };
    const asStaff = (await call<Match[]>(`/dms/files/getFatherDirPathByFileName?fileName=${encodeURIComponent(needle)}`, { token: staff }))
      .data;
    expect(asStaff.some((m) => m.fileId === secret.fileId)).toBe(false);
    const asAdmin = (
      await call<Match[]>(`/dms/files/getFatherDirPathByFileName?fileName=${encodeURIComponent(needle)}`, { token: await loginAs('admin') })
    ).data;
    const match = asAdmin.find((m) => m.fileId === secret.fileId)!;
    expect(match.path.map((p) => p.dirId)).toEqual(['0', '6', '601']);
    expect(match.pathName).toBe('All documents / Human Resources / HR Confidential 人事机密');
    expect((await call('/dms/files/getFatherDirPathByFileName?fileName=', { token: staff })).errno).toBe(400);
  });

  it('answers the exact name first, then names that start with the text, then the rest, before its limit', async () => {
    const token = await loginAs('admin');
    const files = [...db().files.values()].filter((f) => f.dirId === SEED_FOLDERS.archive10k && f.status === 'normal').slice(0, 253);
    files.forEach(
      (file, i) => (file.fileName = i < 250 ? `A Rankcheck ${i}.txt` : ['Rankcheck.xlsx', 'Rankcheck 2.pdf', 'Rankcheck'][i - 250]),
    );
    const names = (await call<{ fileName: string }[]>('/dms/files/getFatherDirPathByFileName?fileName=rankcheck', { token })).data.map(
      (m) => m.fileName,
    );
    expect(names).toHaveLength(200);
    expect(names.slice(0, 3)).toEqual(['Rankcheck', 'Rankcheck.xlsx', 'Rankcheck 2.pdf']);
  });
});

describe('POST /files/showVoidPage/ by kind', () => {
  it('finds every kind of file, whatever its type, and refuses an unknown kind', async () => {
    const token = await loginAs('admin');
    const types = ['.gif', '.jpeg', '.mov', '.rar', '.7z', '.dwg'];
    const files = [...db().files.values()].filter((f) => Number(f.fileId) < 200000 && f.status === 'normal').slice(0, types.length);
    files.forEach((file, i) =>
      Object.assign(file, { fileName: `Kind ${i}${types[i]}`, fileType: types[i], status: 'void', voidedAt: new Date().toISOString() }),
    );
    const names = async (kind: string) =>
      (await post<Page<FileRow>>('/dms/files/showVoidPage/', { current: 1, size: 50, fileName: 'Kind ', kind }, { token })).data.records
        .map((r) => r.fileName)
        .sort();
    expect(await names('images')).toEqual(['Kind 0.gif', 'Kind 1.jpeg']);
    expect(await names('video')).toEqual(['Kind 2.mov']);
    expect(await names('archives')).toEqual(['Kind 3.rar', 'Kind 4.7z']);
    expect(await names('other')).toEqual(['Kind 5.dwg']);
    expect((await post('/dms/files/showVoidPage/', { current: 1, size: 10, kind: 'gifs' }, { token })).errno).toBe(400);
  });
});
